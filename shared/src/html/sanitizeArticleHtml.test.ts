import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml } from './sanitizeArticleHtml'

describe('sanitizeArticleHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA" onerror="x()"><p>ok</p>', '<p>ok</p>'],
    ['<img src="https://tracker.example/pixel.png"><p>ok</p>', '<p>ok</p>'],
    ['<img src="/cms-api/media/file/../../secret"><p>ok</p>', '<p>ok</p>'],
    ['<h1>Second title</h1>', '<h2>Second title</h2>'],
    [
      '<p class="evil">t</p><ul class="checklist evil"><li>x</li></ul>',
      '<p>t</p><ul class="checklist"><li>x</li></ul>',
    ],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed;text-align:center">t</p>', '<p style="text-align:center">t</p>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean)
  })

  it('keeps ordinary article markup and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://ethereum.org">link</a> <a href="mailto:a@b.co">mail</a></p><ul><li>one</li></ul>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('keeps a media library image, lazily loaded, with only well-formed sizes', () => {
    const dirty =
      '<img src="/cms-api/media/file/chart.png" srcset="/cms-api/media/file/chart-400.webp 400w, /cms-api/media/file/chart.png 1200w" sizes="(min-width: 900px) 860px, 100vw" width="1200" height="800" alt="A chart" loading="eager" onload="x()">'
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<img src="/cms-api/media/file/chart.png" srcset="/cms-api/media/file/chart-400.webp 400w, /cms-api/media/file/chart.png 1200w" sizes="(min-width: 900px) 860px, 100vw" alt="A chart" width="1200" height="800" loading="lazy" decoding="async" />',
    )
    expect(
      sanitizeArticleHtml(
        '<img src="/cms-api/media/file/a.png" srcset="https://evil.example/a.png 400w" width="100%" sizes="calc(1px);x">',
      ),
    ).toBe('<img src="/cms-api/media/file/a.png" alt="" loading="lazy" decoding="async" />')
  })

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
