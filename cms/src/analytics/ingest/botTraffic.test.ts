import { describe, expect, it } from 'vitest'

import { isBotUserAgent } from './botTraffic'

describe('isBotUserAgent', () => {
  it('recognises crawlers, monitors and scripts', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isBotUserAgent('curl/8.5.0')).toBe(true)
    expect(isBotUserAgent('python-requests/2.32.3')).toBe(true)
  })

  it('counts a request without a user agent as a bot', () => {
    expect(isBotUserAgent('')).toBe(true)
    expect(isBotUserAgent('   ')).toBe(true)
  })

  it('lets browsers through', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false)
  })
})
