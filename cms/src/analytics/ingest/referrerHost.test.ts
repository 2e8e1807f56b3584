import { describe, expect, it } from 'vitest'

import { referrerHost } from './referrerHost'

const SITE = 'blockwise.example'

describe('referrerHost', () => {
  it("keeps only the referrer's host, lower case and without www.", () => {
    expect(referrerHost('https://www.Google.COM/search?q=bitcoin', SITE)).toBe('google.com')
    expect(referrerHost('http://news.ycombinator.com/item?id=1', SITE)).toBe('news.ycombinator.com')
    expect(referrerHost('https://t.co:8443/abc', SITE)).toBe('t.co')
  })

  it('is null for no referrer, for other schemes and for what is not a URL', () => {
    expect(referrerHost(undefined, SITE)).toBeNull()
    expect(referrerHost('', SITE)).toBeNull()
    expect(referrerHost('android-app://com.google.android.gm/', SITE)).toBeNull()
    expect(referrerHost('javascript:alert(1)', SITE)).toBeNull()
    expect(referrerHost('not a url', SITE)).toBeNull()
  })

  it("is null for the site's own pages, with or without www.", () => {
    expect(referrerHost('https://blockwise.example/articles/a', SITE)).toBeNull()
    expect(referrerHost('https://WWW.blockwise.example/', SITE)).toBeNull()
    expect(referrerHost('https://blockwise.example/', 'www.blockwise.example')).toBeNull()
    expect(referrerHost('https://shop.blockwise.example/', SITE)).toBe('shop.blockwise.example')
  })
})
