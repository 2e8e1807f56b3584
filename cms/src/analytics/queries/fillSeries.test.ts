import { describe, expect, it } from 'vitest'

import { fillSeries } from './fillSeries'

const hour = (h: number) => new Date(Date.UTC(2026, 11, 5, h))
const empty = { pageviews: 0, visitors: 0 }

describe('a chart series', () => {
  it('has a point per bucket, zeros where the database had no row', () => {
    const rows = [{ at: hour(1), pageviews: 12, visitors: 7 }]
    expect(fillSeries([hour(0), hour(1), hour(2)], rows, empty)).toEqual([
      { at: '2026-12-05T00:00:00.000Z', pageviews: 0, visitors: 0 },
      { at: '2026-12-05T01:00:00.000Z', pageviews: 12, visitors: 7 },
      { at: '2026-12-05T02:00:00.000Z', pageviews: 0, visitors: 0 },
    ])
  })

  it('leaves out rows outside the buckets and keeps the buckets’ order', () => {
    const rows = [
      { at: hour(5), pageviews: 1, visitors: 1 },
      { at: hour(2), pageviews: 3, visitors: 2 },
    ]
    expect(fillSeries([hour(1), hour(2)], rows, empty)).toEqual([
      { at: '2026-12-05T01:00:00.000Z', pageviews: 0, visitors: 0 },
      { at: '2026-12-05T02:00:00.000Z', pageviews: 3, visitors: 2 },
    ])
  })

  it('matches a row by its instant, whatever object holds it', () => {
    const rows = [{ at: new Date('2026-12-05T01:00:00Z'), pageviews: 4, visitors: 4 }]
    expect(fillSeries([hour(1)], rows, empty)[0]).toEqual({
      at: '2026-12-05T01:00:00.000Z',
      pageviews: 4,
      visitors: 4,
    })
  })
})
