import fc from 'fast-check'
import { expect, it } from 'vitest'

import { formatDate } from './formatDate'

const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

it('writes the day, the short month and the year, in UTC', () => {
  expect(formatDate('2026-11-19T23:30:00.000Z')).toBe('19 Nov 2026')
  expect(formatDate('2026-09-01T00:30:00+02:00')).toBe('31 Aug 2026')
  expect(formatDate('2026-09-07T12:00:00.000Z')).toBe('7 Sept 2026')
})

it('writes every date as Intl does for English (UK)', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      (date) => {
        expect(formatDate(date.toISOString())).toBe(intlDate.format(date))
      },
    ),
  )
})

it('refuses what is not a date', () => {
  expect(() => formatDate('not a date')).toThrow(RangeError)
})
