import { describe, expect, it } from 'vitest'

import { dailySalt, utcDay, visitorHash } from './visitorHash'

const salt = new Uint8Array(32).fill(7)

describe('visitorHash', () => {
  it('is a signed 64-bit number, the same for the same reader on the same salt', () => {
    const id = visitorHash(salt, 'blockwise.example', '203.0.113.7', 'Mozilla/5.0 Firefox/140')
    expect(id).toBe(
      visitorHash(salt, 'blockwise.example', '203.0.113.7', 'Mozilla/5.0 Firefox/140'),
    )
    expect(id).toBeGreaterThanOrEqual(-(2n ** 63n))
    expect(id).toBeLessThan(2n ** 63n)
  })

  it('differs with the salt, the site, the address and the user agent', () => {
    const base = visitorHash(salt, 'blockwise.example', '203.0.113.7', 'Firefox')
    expect(
      visitorHash(new Uint8Array(32).fill(8), 'blockwise.example', '203.0.113.7', 'Firefox'),
    ).not.toBe(base)
    expect(visitorHash(salt, 'other.example', '203.0.113.7', 'Firefox')).not.toBe(base)
    expect(visitorHash(salt, 'blockwise.example', '203.0.113.8', 'Firefox')).not.toBe(base)
    expect(visitorHash(salt, 'blockwise.example', '203.0.113.7', 'Chrome')).not.toBe(base)
  })

  it('keeps the parts apart: moving text from one to the next changes the hash', () => {
    expect(visitorHash(salt, 'host', '10.0.0.1', 'UA')).not.toBe(
      visitorHash(salt, 'host1', '0.0.0.1', 'UA'),
    )
  })
})

describe('dailySalt (without Redis)', () => {
  it('is 32 bytes, the same all day, and a new one the next UTC day', async () => {
    const morning = await dailySalt(new Date('2026-12-05T00:00:01Z'))
    expect(morning).toHaveLength(32)
    expect(await dailySalt(new Date('2026-12-05T23:59:59Z'))).toBe(morning)
    const nextDay = await dailySalt(new Date('2026-12-06T00:00:00Z'))
    expect(nextDay).toHaveLength(32)
    expect(nextDay.equals(morning)).toBe(false)
  })

  it('names days in UTC', () => {
    expect(utcDay(new Date('2026-12-05T23:30:00-02:00'))).toBe('2026-12-06')
  })
})
