import { describe, expect, it } from 'vitest'

import { EDITED_FROM_FORMAT, readEditedFrom } from './readEditedFrom'

describe('the version a save names as the one it was edited from', () => {
  it('is an instant, or none at all', () => {
    expect(readEditedFrom('2026-12-05T14:02:05.123Z')).toBe(Date.UTC(2026, 11, 5, 14, 2, 5, 123))
    expect(readEditedFrom('2026-12-05T15:02:05+01:00')).toBe(Date.UTC(2026, 11, 5, 14, 2, 5))
    expect(readEditedFrom(new Date(5))).toBe(5)
    for (const none of [undefined, null, '']) expect(readEditedFrom(none)).toBeUndefined()
  })

  it('refuses anything else with a 400 that says what to send', () => {
    for (const bad of [
      'yesterday',
      '2026-12-05',
      '2026-13-45T99:00:00Z',
      1733400000000,
      {},
      [],
      true,
    ]) {
      expect(() => readEditedFrom(bad)).toThrow(
        expect.objectContaining({ status: 400, message: EDITED_FROM_FORMAT }),
      )
    }
  })
})
