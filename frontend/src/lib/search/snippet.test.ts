import { describe, expect, it } from 'vitest'

import { snippetMarkup, snippetParts } from './snippet'

describe('snippetParts', () => {
  it('splits the highlighted words from the text around them', () => {
    expect(snippetParts('the <mark>staking</mark> yield and <mark>risk</mark>')).toEqual([
      { text: 'the ', marked: false },
      { text: 'staking', marked: true },
      { text: ' yield and ', marked: false },
      { text: 'risk', marked: true },
    ])
  })

  it('turns escaped characters back into text, once', () => {
    expect(
      snippetParts('a &lt;b&gt; &amp;amp; &quot;c&quot; &#39;d&#x27; <mark>&lt;e&gt;</mark>'),
    ).toEqual([
      { text: `a <b> &amp; "c" 'd' `, marked: false },
      { text: '<e>', marked: true },
    ])
  })

  it('keeps any other tag as text, never as markup', () => {
    const parts = snippetParts(
      '<script>alert(1)</script><mark>x</mark><img src=x onerror=alert(1)>',
    )
    expect(parts).toEqual([
      { text: '<script>alert(1)</script>', marked: false },
      { text: 'x', marked: true },
      { text: '<img src=x onerror=alert(1)>', marked: false },
    ])
  })

  it('leaves unknown and out-of-range entities as they are', () => {
    expect(snippetParts('&bogus; &#0; &#x110000;')).toEqual([
      { text: '&bogus; &#0; &#x110000;', marked: false },
    ])
  })

  it('writes the parts as HTML again: only <mark> is markup', () => {
    expect(snippetMarkup('a &lt;b&gt; &amp; <mark>&quot;c&quot;</mark><script>x</script>')).toBe(
      'a &#60;b&#62; &#38; <mark>&#34;c&#34;</mark>&#60;script&#62;x&#60;/script&#62;',
    )
  })
})
