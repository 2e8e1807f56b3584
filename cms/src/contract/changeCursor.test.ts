import { describe, expect, it } from 'vitest'

import {
  FEED_START,
  comparePositions,
  decodeChangeCursor,
  encodeChangeCursor,
  laterOf,
} from './changeCursor'

const XID8_MAX = 2n ** 64n - 1n
const BIGINT_MAX = 2n ** 63n - 1n
const spelled = (body: string) => Buffer.from(body).toString('base64url')

describe('a changes feed cursor', () => {
  it('names the position it was made from, up to the largest xid8 and bigint', () => {
    for (const position of [
      FEED_START,
      { xid: 748n, seq: 0n },
      { xid: 748n, seq: 12n },
      { xid: XID8_MAX, seq: BIGINT_MAX },
    ]) {
      const cursor = encodeChangeCursor(position)
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeChangeCursor(cursor)).toEqual(position)
    }
  })

  it('is refused when malformed, out of range or spelled otherwise than the feed spells it', () => {
    for (const cursor of [
      '',
      'now',
      'not a cursor',
      spelled('748.12'),
      spelled('v2.748.12'),
      spelled('v1.748'),
      spelled('v1.748.12.1'),
      spelled('v1.-1.0'),
      spelled('v1.0748.12'),
      spelled('v1.748.012'),
      spelled('v1.1e3.0'),
      spelled(`v1.${XID8_MAX + 1n}.0`),
      spelled(`v1.0.${BIGINT_MAX + 1n}`),
      `${encodeChangeCursor({ xid: 748n, seq: 12n })}=`,
      `${encodeChangeCursor({ xid: 748n, seq: 12n })}.x`,
      'A'.repeat(101),
    ])
      expect(decodeChangeCursor(cursor), cursor).toBeNull()
  })

  it('refuses a second spelling of the same bytes', () => {
    // Seven bytes: the last character carries two unused bits.
    const cursor = encodeChangeCursor({ xid: 7n, seq: 12n })
    const last = cursor.at(-1) ?? ''
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const twins = [...alphabet]
      .filter((letter) => letter !== last)
      .map((letter) => `${cursor.slice(0, -1)}${letter}`)
      .filter((twin) => Buffer.from(twin, 'base64url').equals(Buffer.from(cursor, 'base64url')))
    expect(twins.length).toBeGreaterThan(0)
    for (const twin of twins) expect(decodeChangeCursor(twin)).toBeNull()
  })

  it('orders positions by transaction, then by change within it', () => {
    const a = { xid: 10n, seq: 99n }
    const b = { xid: 11n, seq: 1n }
    const c = { xid: 11n, seq: 2n }
    expect(comparePositions(a, b)).toBeLessThan(0)
    expect(comparePositions(c, b)).toBeGreaterThan(0)
    expect(comparePositions(b, { ...b })).toBe(0)
    expect(laterOf(a, b)).toBe(b)
    expect(laterOf(c, b)).toBe(c)
  })
})
