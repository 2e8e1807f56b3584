import { describe, expect, it } from 'vitest'

import { SIMULATOR_ASSETS } from '../assets'
import { BUNDLED_FIRST_DAY, BUNDLED_LAST_DAY, bundledDailyCloses } from './bundled'
import { BUNDLED_MONTH_END_CLOSES } from './bundledCloses'
import { COINGECKO_IDS } from './coins'
import { daysBetween } from './days'

describe('the bundled approximate closes', () => {
  it('hold a month-end close for every month of every simulator asset', () => {
    expect(BUNDLED_FIRST_DAY).toBe('2021-12-31')
    expect(BUNDLED_LAST_DAY).toBe('2024-12-31')
    for (const asset of SIMULATOR_ASSETS) {
      const row = BUNDLED_MONTH_END_CLOSES[COINGECKO_IDS[asset.symbol] ?? '']
      expect(row, asset.symbol).toHaveLength(37)
      expect(row?.every((close) => close > 0)).toBe(true)
    }
  })

  it('gives every day of a range: month-ends as recorded, the days between interpolated', () => {
    const closes = bundledDailyCloses('bitcoin', '2023-12-30', '2024-02-01') ?? []
    expect(closes).toHaveLength(daysBetween('2023-12-30', '2024-02-01') + 1)
    expect(closes[0]).toMatchObject({ date: '2023-12-30', interpolated: true })
    expect(closes[1]).toEqual({ date: '2023-12-31', close: 42250, interpolated: false })
    expect(closes.find((close) => close.date === '2024-01-31')).toEqual({
      date: '2024-01-31',
      close: 42600,
      interpolated: false,
    })
    const january = closes.filter((close) => close.date.startsWith('2024-01-'))
    for (const close of january.slice(0, -1)) {
      expect(close.interpolated).toBe(true)
      expect(close.close).toBeGreaterThan(42250)
      expect(close.close).toBeLessThan(42600)
    }
  })

  it('stays within its months and knows only its coins', () => {
    expect(bundledDailyCloses('bitcoin', '2020-01-01', '2021-12-31')).toEqual([
      { date: '2021-12-31', close: 46300, interpolated: false },
    ])
    expect(bundledDailyCloses('bitcoin', '2025-01-01', '2025-02-01')).toEqual([])
    expect(bundledDailyCloses('dogecoin', '2024-01-01', '2024-02-01')).toBeNull()
  })
})
