import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  COMPOUNDING_FREQUENCIES,
  DEFAULT_YIELD_AMOUNT,
  PERIODS_PER_YEAR,
  balanceSeries,
  calculateYield,
  compoundedYearlyGain,
  simpleYieldPerPeriod,
} from './math'

const amounts = fc.double({ min: 0.01, max: 1e9, noNaN: true })
const apys = fc.double({ min: 0.01, max: 500, noNaN: true })
const frequencies = fc.constantFrom(...COMPOUNDING_FREQUENCIES)

/** Equal within a relative tolerance: floating point cannot promise more. */
function expectClose(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative + 1e-9)
}

describe('constants', () => {
  it('pays 365, 52, 12 or 1 times a year and starts at 1000', () => {
    expect(PERIODS_PER_YEAR).toEqual({ daily: 365, weekly: 52, monthly: 12, yearly: 1 })
    expect(DEFAULT_YIELD_AMOUNT).toBe(1000)
  })
})

describe('simpleYieldPerPeriod', () => {
  it('divides a year of yield by the periods of the frequency', () => {
    expect(simpleYieldPerPeriod(1000, 10, 'daily')).toBeCloseTo(100 / 365, 12)
    expect(simpleYieldPerPeriod(1000, 10, 'weekly')).toBeCloseTo(100 / 52, 12)
    expect(simpleYieldPerPeriod(1000, 10, 'monthly')).toBeCloseTo(100 / 12, 12)
    expect(simpleYieldPerPeriod(1000, 10, 'yearly')).toBeCloseTo(100, 12)
  })

  it('adds up to a year of simple yield for every frequency', () => {
    fc.assert(
      fc.property(amounts, apys, frequencies, (amount, apy, frequency) => {
        expectClose(
          simpleYieldPerPeriod(amount, apy, frequency) * PERIODS_PER_YEAR[frequency],
          (amount * apy) / 100,
        )
      }),
    )
  })
})

describe('compoundedYearlyGain', () => {
  it('matches known values', () => {
    expect(compoundedYearlyGain(1000, 10, 'yearly')).toBeCloseTo(100, 9)
    expect(compoundedYearlyGain(1000, 12, 'monthly')).toBeCloseTo(126.825030131969, 9)
    expect(compoundedYearlyGain(1000, 5, 'daily')).toBeCloseTo(51.267496467, 6)
    expect(compoundedYearlyGain(1000, 5, 'weekly')).toBeCloseTo(51.245842, 5)
  })

  it('equals the closed form amount × (1 + r/n)^n − amount', () => {
    fc.assert(
      fc.property(amounts, apys, frequencies, (amount, apy, frequency) => {
        const n = PERIODS_PER_YEAR[frequency]
        expectClose(
          compoundedYearlyGain(amount, apy, frequency),
          amount * Math.pow(1 + apy / 100 / n, n) - amount,
        )
      }),
    )
  })

  it('is never below simple yield for a positive APY, and grows with the frequency', () => {
    fc.assert(
      fc.property(amounts, apys, (amount, apy) => {
        const simple = (amount * apy) / 100
        const gains = COMPOUNDING_FREQUENCIES.map((f) => compoundedYearlyGain(amount, apy, f))
        for (const gain of gains) expect(gain).toBeGreaterThanOrEqual(simple * (1 - 1e-12))
        // daily ≥ weekly ≥ monthly ≥ yearly
        for (let i = 1; i < gains.length; i++) {
          expect(gains[i - 1]).toBeGreaterThanOrEqual((gains[i] ?? 0) * (1 - 1e-12))
        }
      }),
    )
  })

  it('equals simple yield when compounding yearly', () => {
    fc.assert(
      fc.property(amounts, apys, (amount, apy) => {
        expectClose(compoundedYearlyGain(amount, apy, 'yearly'), (amount * apy) / 100)
      }),
    )
  })
})

describe('calculateYield', () => {
  it('computes a year of yield', () => {
    const result = calculateYield(1000, 12, 'monthly')
    expect(result).not.toBeNull()
    expect(result?.perPeriod).toBeCloseTo(10, 12)
    expect(result?.simpleYearlyGain).toBeCloseTo(120, 12)
    expect(result?.compoundedYearlyGain).toBeCloseTo(126.825030131969, 9)
    expect(result?.compoundingBonus).toBeCloseTo(6.825030131969, 9)
    expect(result?.finalBalance).toBeCloseTo(1126.825030131969, 9)
  })

  it('gives the per-period value of each frequency', () => {
    expect(calculateYield(3650, 10, 'daily')?.perPeriod).toBeCloseTo(1, 12)
    expect(calculateYield(5200, 10, 'weekly')?.perPeriod).toBeCloseTo(10, 12)
    expect(calculateYield(1200, 10, 'monthly')?.perPeriod).toBeCloseTo(10, 12)
    expect(calculateYield(1000, 10, 'yearly')?.perPeriod).toBeCloseTo(100, 12)
  })

  it('has no compounding bonus when compounding yearly', () => {
    fc.assert(
      fc.property(amounts, apys, (amount, apy) => {
        const result = calculateYield(amount, apy, 'yearly')
        expect(result?.compoundingBonus).toBeGreaterThanOrEqual(0)
        // Rounding dust at most, far below a cent of the yearly gain.
        expect(result?.compoundingBonus).toBeLessThanOrEqual(((amount * apy) / 100) * 1e-12)
      }),
    )
  })

  it('is null when the amount or the APY is 0 (docs/product.md#validation)', () => {
    for (const frequency of COMPOUNDING_FREQUENCIES) {
      expect(calculateYield(0, 5, frequency)).toBeNull()
      expect(calculateYield(1000, 0, frequency)).toBeNull()
      expect(calculateYield(0, 0, frequency)).toBeNull()
    }
  })

  it('is null for negative, NaN or infinite input and for overflowing results', () => {
    for (const [amount, apy] of [
      [-1000, 5],
      [1000, -5],
      [Number.NaN, 5],
      [1000, Number.NaN],
      [Number.POSITIVE_INFINITY, 5],
      [1000, Number.POSITIVE_INFINITY],
      [1e300, 1e6],
    ] as const) {
      expect(calculateYield(amount, apy, 'daily')).toBeNull()
    }
  })

  it('keeps its figures consistent for any valid input', () => {
    fc.assert(
      fc.property(amounts, apys, frequencies, (amount, apy, frequency) => {
        const result = calculateYield(amount, apy, frequency)
        expect(result).not.toBeNull()
        if (!result) return
        expect(result.perPeriod).toBeGreaterThan(0)
        expect(result.compoundingBonus).toBeGreaterThanOrEqual(0)
        expectClose(result.finalBalance, amount + result.compoundedYearlyGain)
        expectClose(
          result.compoundedYearlyGain,
          result.simpleYearlyGain + result.compoundingBonus,
          1e-9,
        )
      }),
    )
  })
})

describe('balanceSeries', () => {
  it('has a point for each month from 0 to 12, starting at the amount', () => {
    const series = balanceSeries(1000, 12, 'monthly')
    expect(series.map((point) => point.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(series[0]).toEqual({ month: 0, simple: 1000, compounded: 1000 })
    expect(series[1]?.simple).toBeCloseTo(1010, 9)
    expect(series[1]?.compounded).toBeCloseTo(1010, 9)
    expect(series[2]?.simple).toBeCloseTo(1020, 9)
    expect(series[2]?.compounded).toBeCloseTo(1020.1, 9)
  })

  it('ends at the yearly result, never has compounding below simple, and only grows', () => {
    fc.assert(
      fc.property(amounts, apys, frequencies, (amount, apy, frequency) => {
        const series = balanceSeries(amount, apy, frequency)
        const result = calculateYield(amount, apy, frequency)
        const last = series[12]
        expect(series).toHaveLength(13)
        expectClose(last?.compounded ?? NaN, result?.finalBalance ?? NaN)
        expectClose(last?.simple ?? NaN, amount + (result?.simpleYearlyGain ?? NaN))
        for (let i = 0; i < series.length; i++) {
          const point = series[i]
          const previous = series[i - 1]
          expect(point?.compounded).toBeGreaterThanOrEqual((point?.simple ?? 0) * (1 - 1e-12))
          if (previous) {
            expect(point?.simple).toBeGreaterThanOrEqual(previous.simple)
            expect(point?.compounded).toBeGreaterThanOrEqual(previous.compounded)
          }
        }
      }),
    )
  })

  it('pays nothing before the year ends when compounding yearly', () => {
    const series = balanceSeries(1000, 10, 'yearly')
    expect(series.slice(0, 12).every((point) => point.simple === 1000)).toBe(true)
    expect(series[12]?.simple).toBeCloseTo(1100, 9)
    expect(series[12]?.compounded).toBeCloseTo(1100, 9)
  })

  it('is empty when nothing is computable', () => {
    expect(balanceSeries(0, 5, 'daily')).toEqual([])
    expect(balanceSeries(1000, 0, 'daily')).toEqual([])
    expect(balanceSeries(-1, 5, 'daily')).toEqual([])
  })
})
