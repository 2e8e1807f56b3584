import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatAmount, formatPercentChange, formatShare, formatUsdChange, trendOf } from './display'

describe('formatAmount', () => {
  it('shows up to 6 decimals without trailing zeros', () => {
    expect(formatAmount(0.5)).toBe('0.5')
    expect(formatAmount(1_250)).toBe('1,250')
    expect(formatAmount(0.000001)).toBe('0.000001')
    expect(formatAmount(0.1 + 0.2)).toBe('0.3')
  })
})

describe('signed changes', () => {
  it('carry a sign and 2 decimals', () => {
    expect(formatUsdChange(600)).toBe('+$600.00')
    expect(formatUsdChange(-12.5)).toBe('-$12.50')
    expect(formatPercentChange(6)).toBe('+6.00%')
    expect(formatPercentChange(-0.5)).toBe('-0.50%')
  })

  it('never show float dust as a negative zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.004999, max: 0.004999, noNaN: true }), (dust) => {
        expect(formatUsdChange(dust)).toBe('$0.00')
        expect(formatPercentChange(dust)).toBe('0.00%')
        expect(trendOf(dust)).toBe('flat')
      }),
    )
  })

  it('trend follows what is shown', () => {
    expect(trendOf(0.01)).toBe('up')
    expect(trendOf(-0.01)).toBe('down')
  })
})

describe('formatShare', () => {
  it('is an unsigned percentage with 2 decimals', () => {
    expect(formatShare(64)).toBe('64.00%')
    expect(formatShare(100)).toBe('100.00%')
    expect(formatShare(-1e-12)).toBe('0.00%')
  })
})
