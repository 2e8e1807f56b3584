import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml } from './sanitizeArticleHtml'

describe('sanitizeArticleHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA" onerror="x()">', '<img />'],
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

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
