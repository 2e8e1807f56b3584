import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatPercent, formatPrice, formatUsd } from './format'

describe('formatUsd', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatUsd(10_000)).toBe('$10,000.00')
    expect(formatUsd(0.005)).toBe('$0.01')
    expect(formatUsd(-12.5)).toBe('-$12.50')
  })
})

describe('formatPrice', () => {
  it('shows 6 decimals under 0.01 and 2 otherwise', () => {
    expect(formatPrice(0.00123456)).toBe('$0.001235')
    expect(formatPrice(0.01)).toBe('$0.01')
    expect(formatPrice(64_123.456)).toBe('$64,123.46')
    expect(formatPrice(0)).toBe('$0.00')
  })

  it('always has 6 decimals below a cent and 2 from a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.000001, max: 1e7, noNaN: true }), (price) => {
        const decimals = formatPrice(price).split('.')[1]?.length
        expect(decimals).toBe(price < 0.01 ? 6 : 2)
      }),
    )
  })
})

describe('formatPercent', () => {
  it('signs and rounds', () => {
    expect(formatPercent(3.254)).toBe('+3.25%')
    expect(formatPercent(-0.5)).toBe('-0.50%')
    expect(formatPercent(0)).toBe('0.00%')
  })
})
