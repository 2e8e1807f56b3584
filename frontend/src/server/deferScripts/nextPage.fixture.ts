/** The shape of a page as Next 16 writes it (trimmed), with a multi-byte character or two. */
export const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/06_-eu-ox16bn.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3obfewke3_gct.js"/>',
  '<link rel="preload" href="/_next/static/chunks/1k-odksr-p50l.css" as="style"/>',
  '<link rel="preload" href="/_next/static/chunks/08gtw5pdmizbw.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/2f9gxniu4cmj_.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>',
  '<title>Blockwise — crypto news</title>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>',
  '<body><main><h1>Ether’s “Pectra” upgrade</h1><p>1 < 2 and 3 > 2</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/3obfewke3_gct.js" async=""></script>',
  '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script></body></html>',
].join('')
