import { describe, expect, it } from 'vitest'

import { createHtmlRewriter } from './htmlRewriter'
import { LOADER_SCRIPT } from './loadAfterFirstPaint'
import { NEXT_PAGE as PAGE } from './nextPage.fixture'

const rewriteWhole = (page: string) => {
  const rewriter = createHtmlRewriter()
  return rewriter.write(page) + rewriter.end()
}

describe('the HTML rewriter', () => {
  const rewritten = rewriteWhole(PAGE)

  it('turns each framework script into an inert placeholder', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    for (const chunk of ['2f9gxniu4cmj_', 'turbopack-2u1d16houkiyo', '3obfewke3_gct']) {
      expect(rewritten).toContain(
        `<script type="text/plain" data-deferred-src="/_next/static/chunks/${chunk}.js"></script>`,
      )
    }
  })

  it('drops the preloads of the bootstrap script and of lazy parts, which would fetch them before the first paint', () => {
    expect(rewritten).not.toMatch(/<link rel="preload"[^>]* as="script"/)
    expect(rewritten).toContain(
      '<link rel="preload" href="/_next/static/chunks/1k-odksr-p50l.css" as="style"/>',
    )
  })

  it('writes the loader once, at the end of the head', () => {
    expect(rewritten.split(LOADER_SCRIPT)).toHaveLength(2)
    expect(rewritten).toContain(`${LOADER_SCRIPT}</head>`)
  })

  it('leaves everything else as it was', () => {
    expect(rewritten).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="">')
    expect(rewritten).toContain('<h1>Ether’s “Pectra” upgrade</h1><p>1 < 2 and 3 > 2</p>')
    expect(rewritten).toContain('self.__next_f.push([1,"<script src=\\"/x.js\\">"])')
    expect(rewritten.replace(LOADER_SCRIPT, '')).toHaveLength(
      PAGE.length -
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3obfewke3_gct.js"/>'
          .length -
        '<link rel="preload" href="/_next/static/chunks/08gtw5pdmizbw.js" as="script" fetchPriority="low"/>'
          .length +
        3 * ('type="text/plain" data-deferred-'.length - ' async=""'.length),
    )
  })

  it('rewrites the same wherever the stream is cut', () => {
    for (let size = 1; size <= 97; size += 4) {
      const rewriter = createHtmlRewriter()
      let streamed = ''
      for (let at = 0; at < PAGE.length; at += size)
        streamed += rewriter.write(PAGE.slice(at, at + size))
      expect(streamed + rewriter.end()).toBe(rewritten)
    }
  })

  it('holds back no more than a tag cut in two', () => {
    const rewriter = createHtmlRewriter()
    expect(rewriter.write('<html><head><title>A</title><scr')).toBe('<html><head><title>A</title>')
    expect(rewriter.write(`ipt>let a = 1 < 2; ${'x'.repeat(600)}`)).toContain('x'.repeat(600))
  })

  it('gives a page without framework scripts no loader', () => {
    const page = '<!DOCTYPE html><html><head><title>Ad</title></head><body>House ad</body></html>'
    expect(rewriteWhole(page)).toBe(page)
  })

  it('still gives a page without a head its loader, at the end', () => {
    const page = '<p>Hi</p><script src="/_next/static/chunks/a.js" async=""></script>'
    expect(rewriteWhole(page).endsWith(LOADER_SCRIPT)).toBe(true)
  })
})
