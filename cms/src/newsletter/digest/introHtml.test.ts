import { describe, expect, it } from 'vitest'

import { introHtml } from './introHtml'

describe('introHtml', () => {
  it('escapes everything an editor types, so no markup reaches the mail', () => {
    const html = introHtml('<script>alert(1)</script> & <a href="javascript:x">click</a>')
    expect(html).toBe(
      '<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;a href=&#34;javascript:x&#34;&#62;click&#60;/a&#62;</p>',
    )
    expect(html).not.toMatch(/<(script|a)\b/)
  })

  it('makes paragraphs of blank-line separated text and keeps single line breaks', () => {
    expect(introHtml('First line\nsecond line\n\n  Next paragraph  \r\n\r\n\n')).toBe(
      '<p>First line<br>second line</p><p>Next paragraph</p>',
    )
  })

  it('an empty or blank intro adds nothing', () => {
    expect(introHtml('')).toBe('')
    expect(introHtml(' \n\n ')).toBe('')
  })
})
