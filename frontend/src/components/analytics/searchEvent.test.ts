import { describe, expect, it } from 'vitest'

import { beaconEventSchema } from '@blockwise/shared/schemas/analytics'

import { searchEvent } from './searchEvent'

describe('searchEvent', () => {
  it('reports the words and the count from the search page', () => {
    expect(searchEvent(' halving  dates ', 3)).toEqual({
      kind: 'search',
      path: '/search',
      query: 'halving  dates',
      results: 3,
    })
  })

  it('keeps the longest words within the beacon’s limit', () => {
    const event = searchEvent('bitcoin '.repeat(100), 0)
    expect(beaconEventSchema.safeParse(event).success).toBe(true)
  })
})
