import { describe, expect, it } from 'vitest'

import { formatApy, formatAsOfDate } from './display'

describe('formatApy', () => {
  it('shows an unsigned rate with 2 decimals', () => {
    expect(formatApy(4.8)).toBe('4.80%')
    expect(formatApy(32.5)).toBe('32.50%')
  })
})

describe('formatAsOfDate', () => {
  it('writes the day as the site does, whatever the time zone', () => {
    expect(formatAsOfDate('2025-08-24')).toBe('24 August 2025')
  })
})
