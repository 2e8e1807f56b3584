import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, addMonth, daysBetween, isDay, msToDay, stepForward } from './days'

const days = fc
  .date({
    min: new Date('2013-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => msToDay(date.getTime()))

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2023-02-29')).toBe(false)
    expect(isDay('2024-13-01')).toBe(false)
    expect(isDay('2024-1-01')).toBe(false)
    expect(isDay('yesterday')).toBe(false)
  })

  it('steps a month to the same day, or the end of a shorter month', () => {
    expect(addMonth('2024-01-15')).toBe('2024-02-15')
    expect(addMonth('2024-01-31')).toBe('2024-02-29')
    expect(addMonth('2023-01-31')).toBe('2023-02-28')
    expect(addMonth('2024-12-31')).toBe('2025-01-31')
  })

  it('steps a day, a week or a month forward, never past the last day', () => {
    expect(stepForward('2024-03-01', 'day', '2024-12-31')).toBe('2024-03-02')
    expect(stepForward('2024-03-01', 'week', '2024-12-31')).toBe('2024-03-08')
    expect(stepForward('2024-03-01', 'month', '2024-12-31')).toBe('2024-04-01')
    expect(stepForward('2024-12-28', 'week', '2024-12-31')).toBe('2024-12-31')
    fc.assert(
      fc.property(
        days,
        days,
        fc.constantFrom('day', 'week', 'month' as const),
        (day, last, step) => {
          fc.pre(day < last)
          const next = stepForward(day, step, last)
          expect(next > day).toBe(true)
          expect(next <= last).toBe(true)
          expect(daysBetween(day, next)).toBeLessThanOrEqual(31)
        },
      ),
    )
  })

  it('adds and counts days consistently', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -800, max: 800 }), (day, n) => {
        expect(daysBetween(day, addDays(day, n))).toBe(n)
        expect(isDay(addDays(day, n))).toBe(true)
      }),
    )
  })
})
