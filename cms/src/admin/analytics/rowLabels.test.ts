import { describe, expect, it } from 'vitest'

import { bucketLabel, countryLabel, deviceLabel, someCountryKnown, sourceLabel } from './rowLabels'

describe('row labels', () => {
  it('names a visit without a referrer "Direct"', () => {
    expect(sourceLabel('')).toBe('Direct')
    expect(sourceLabel('news.ycombinator.com')).toBe('news.ycombinator.com')
  })

  it('names countries in English and unknown ones "Unknown"', () => {
    expect(countryLabel('DE')).toBe('Germany')
    expect(countryLabel('')).toBe('Unknown')
    expect(countryLabel('not-a-code')).toBe('not-a-code')
  })

  it('capitalises device classes', () => {
    expect(deviceLabel('mobile')).toBe('Mobile')
  })

  it('hides the countries when none is known', () => {
    expect(someCountryKnown([])).toBe(false)
    expect(someCountryKnown([{ value: '' }])).toBe(false)
    expect(someCountryKnown([{ value: '' }, { value: 'FR' }])).toBe(true)
  })

  it('labels hours for now and today, days for longer ranges, in UTC', () => {
    expect(bucketLabel('2026-12-05T14:00:00Z', 'today')).toBe('14:00')
    expect(bucketLabel('2026-12-05T14:00:00Z', 'now')).toBe('14:00')
    expect(bucketLabel('2026-12-05T00:00:00Z', '30d')).toBe('5 Dec')
  })
})
