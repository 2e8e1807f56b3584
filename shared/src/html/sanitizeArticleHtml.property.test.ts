import fc from 'fast-check'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'

import { isMediaFilePath } from './mediaPaths'
import { sanitizeArticleHtml } from './sanitizeArticleHtml'
import { isVideoEmbedSrc } from './videoEmbed'

type Node = DefaultTreeAdapterMap['node']

/** URLs a browser would run or load as a document, written the ways attackers write them. */
const dangerousUrl = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#10;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x0000041;script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '//evil.example/x',
  '\\\\evil.example/x',
  'https://evil.example/embed/x',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&x=javascript:1',
  'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
)

const safeUrl = fc.constantFrom(
  'https://ethereum.org',
  'mailto:a@b.co',
  'tel:+15550100',
  '/news',
  '#top',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://player.vimeo.com/video/76979871',
  '/cms-api/media/file/chart.png',
  '/cms-api/media/file/chart-400.webp 400w, /cms-api/media/file/chart.png 1200w',
)

const tag = fc.constantFrom(
  'script',
  'SCRIPT',
  'iframe',
  'svg',
  'math',
  'img',
  'a',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'style',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'source',
  'details',
  'template',
  'noscript',
  'textarea',
  'title',
  'p',
  'div',
  'span',
  'table',
  'select',
  'xmp',
  'animate',
  'set',
  'use',
)

const attributeName = fc.constantFrom(
  'onerror',
  'onload',
  'ONCLICK',
  'onmouseover',
  'onfocus',
  'onanimationstart',
  'href',
  'src',
  'srcdoc',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'style',
  'poster',
  'background',
  'srcset',
  'title',
  'sandbox',
  'allow',
)

const attributeValue = fc.oneof(
  dangerousUrl,
  safeUrl,
  fc.constantFrom(
    'alert(1)',
    'width:expression(alert(1))',
    'background:url(javascript:alert(1))',
    '-moz-binding:url(http://evil.example/x.xml#x)',
    'text-align:center',
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    'allow-scripts allow-same-origin allow-top-navigation',
  ),
  fc.string({ maxLength: 20 }),
)

const quote = fc.constantFrom('"', "'", '', '`')

const attribute = fc
  .tuple(attributeName, attributeValue, quote)
  .map(([name, value, q]) => ` ${name}=${q}${value}${q}`)

/** Hostile HTML: tags, handlers and URLs nested, unbalanced and mixed with parser tricks. */
const hostileHtml = fc.letrec<{ html: string }>((tie) => ({
  html: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      '<!--<script>alert(1)</script>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<svg><script>alert(1)</script></svg>',
      '<svg/onload=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<a href="javas&#99;ript:alert(1)">x</a>',
      '<img src=x onerror=alert(1)//',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<base href="javascript:alert(1)//">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<p style="color:red;background-image:url(javascript:alert(1))">x</p>',
    ),
    fc
      .tuple(tag, fc.array(attribute, { maxLength: 4 }), tie('html'), fc.boolean())
      .map(
        ([name, attributes, inner, closed]) =>
          `<${name}${attributes.join('')}>${inner}${closed ? `</${name}>` : ''}`,
      ),
    fc.array(tie('html'), { maxLength: 3 }).map((parts) => parts.join('')),
  ),
})).html

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'textarea',
  'select',
  'xmp',
  'video',
  'audio',
  'source',
])

/** How a browser reads a URL attribute: tabs, newlines and surrounding controls do not count. */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const href = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  if (/^[/\\]{2}/.test(href)) return 'protocol-relative'
  return /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase() ?? null
}

/** Every way the sanitised HTML, parsed as a browser parses it, could still run or load code. */
function problems(html: string): string[] {
  const found: string[] = []
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const element = node
      if (FORBIDDEN_ELEMENTS.has(element.tagName)) found.push(`<${element.tagName}>`)
      for (const { name, value } of element.attrs) {
        if (name.toLowerCase().startsWith('on')) found.push(`${name} handler`)
        if (['srcdoc', 'action', 'formaction', 'xlink:href', 'data'].includes(name))
          found.push(`${name} attribute`)
        if (
          name === 'srcset' &&
          value.split(',').some((part) => !isMediaFilePath(part.trim().split(' ')[0] ?? ''))
        )
          found.push(`srcset=${value}`)
        if (name === 'style' && /expression|url\s*\(|binding|javascript/i.test(value))
          found.push(`style ${value}`)
        if (name === 'href' || name === 'src') {
          const scheme = schemeOf(value)
          const allowed =
            element.tagName === 'a' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https']
          if (scheme !== null && !allowed.includes(scheme)) found.push(`${name}=${value}`)
        }
      }
      if (element.tagName === 'img') {
        const src = element.attrs.find((attr) => attr.name === 'src')?.value ?? ''
        if (!isMediaFilePath(src)) found.push(`img from ${src}`)
      }
      if (element.tagName === 'iframe') {
        const src = element.attrs.find((attr) => attr.name === 'src')?.value ?? ''
        if (!isVideoEmbedSrc(src)) found.push(`iframe to ${src}`)
        if (!element.attrs.some((attr) => attr.name === 'sandbox')) found.push('iframe unsandboxed')
        if (!element.attrs.some((attr) => attr.name === 'title')) found.push('iframe untitled')
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
    if ('content' in node && node.content) visit(node.content)
  }
  visit(parseFragment(html))
  return found
}

describe('sanitizeArticleHtml against hostile HTML', () => {
  it('leaves no script, handler, dangerous URL or foreign frame, whatever is stored', () => {
    fc.assert(
      fc.property(hostileHtml, (dirty) => {
        const clean = sanitizeArticleHtml(dirty)
        expect(problems(clean), `${dirty}\n→ ${clean}`).toEqual([])
      }),
      { seed: 20261121, numRuns: 600 },
    )
  })

  it('has a checker that sees what it looks for', () => {
    const html =
      '<script></script><a href="java&#x09;script:x" onclick="x()">x</a><iframe></iframe>' +
      '<img src="https://x.example/a.png" srcset="https://x.example/b.png 2w">'
    expect(problems(html).sort()).toEqual(
      [
        '<script>',
        'href=java\tscript:x',
        'iframe to ',
        'iframe unsandboxed',
        'iframe untitled',
        'img from https://x.example/a.png',
        'onclick handler',
        'srcset=https://x.example/b.png 2w',
      ].sort(),
    )
  })

  it('keeps a YouTube or Vimeo player, sandboxed and titled', () => {
    const clean = sanitizeArticleHtml(
      '<iframe src="https://player.vimeo.com/video/76979871" sandbox="allow-top-navigation" onload="x()"></iframe>',
    )
    expect(clean).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871" title="Embedded video" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    )
  })
})
