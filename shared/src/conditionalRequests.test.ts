import { describe, expect, it } from 'vitest'

import { ifNoneMatchMatches } from './conditionalRequests'

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"a"', 'W/"a"', true],
    ['"b", W/"a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['"a', '"a"', false],
    ['', '"a"', false],
    [null, '"a"', false],
  ])('%s against %s → %s', (header, etag, matches) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(matches)
  })
})
