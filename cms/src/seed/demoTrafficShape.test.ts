import { describe, expect, it } from 'vitest'

import {
  DEVICES,
  HOURLY_WEIGHTS,
  PAGES,
  SEARCHES,
  SOURCES,
  trafficHours,
  weightedList,
} from './demoTrafficShape'

const HOUR_MS = 60 * 60 * 1000
// A Friday, 10:30 UTC.
const NOW = new Date('2026-12-04T10:30:00Z')

const viewsByDay = (hours: ReturnType<typeof trafficHours>) => {
  const days = new Map<string, number>()
  for (const { hour, pageViews } of hours) {
    const day = hour.toISOString().slice(0, 10)
    days.set(day, (days.get(day) ?? 0) + pageViews)
  }
  return days
}

describe('the demo traffic of each hour', () => {
  const hours = trafficHours(NOW, 21)

  it('covers every hour from midnight 20 days before up to now', () => {
    expect(hours[0]?.hour.toISOString()).toBe('2026-11-14T00:00:00.000Z')
    expect(hours.at(-1)?.hour.toISOString()).toBe('2026-12-04T10:00:00.000Z')
    expect(hours).toHaveLength(20 * 24 + 11)
    for (const [index, { hour }] of hours.entries())
      expect(hour.getTime()).toBe(hours[0]!.hour.getTime() + index * HOUR_MS)
  })

  it('has between 1,000 and 3,000 page views a whole day, fewer at weekends', () => {
    const days = viewsByDay(hours)
    days.delete('2026-12-04')
    expect(days.size).toBe(20)
    for (const views of days.values()) {
      expect(views).toBeGreaterThanOrEqual(1000)
      expect(views).toBeLessThanOrEqual(3000)
    }
    // The weekend of 28–29 November against the Thursday and Friday before it.
    const weekend = days.get('2026-11-28')! + days.get('2026-11-29')!
    const weekdays = days.get('2026-11-26')! + days.get('2026-11-27')!
    expect(weekend).toBeLessThan(weekdays * 0.8)
  })

  it('is busiest in the afternoon and quietest at night', () => {
    const day = hours.filter(({ hour }) => hour.toISOString().startsWith('2026-11-25'))
    const at = (utcHour: number) => day[utcHour]!.pageViews
    expect(at(15)).toBeGreaterThan(3 * at(3))
    expect(Math.max(...day.map((hour) => hour.pageViews))).toBe(Math.max(at(14), at(15)))
  })

  it('gives the hour now is in only the share that has passed', () => {
    const lastFull = hours.find(({ hour }) => hour.toISOString() === '2026-12-03T10:00:00.000Z')!
    const current = hours.at(-1)!
    expect(current.pageViews).toBeGreaterThan(0)
    expect(current.pageViews).toBeLessThan(lastFull.pageViews)
  })

  it('has a weight for each hour of the day', () => {
    expect(HOURLY_WEIGHTS).toHaveLength(24)
  })
})

describe('weighted lists', () => {
  it('bound each value by its running share, the last at exactly 1', () => {
    expect(
      weightedList([
        ['a', 1],
        ['b', 1],
        ['c', 2],
      ]),
    ).toEqual({ values: ['a', 'b', 'c'], bounds: [0.25, 0.5, 1] })
  })

  it.each([
    ['sources', SOURCES],
    ['devices', DEVICES],
    ['pages', PAGES],
  ])('%s rise strictly to 1', (_name, list) => {
    expect(list.bounds).toHaveLength(list.values.length)
    for (const [index, bound] of list.bounds.entries())
      expect(bound).toBeGreaterThan(list.bounds[index - 1] ?? 0)
    expect(list.bounds.at(-1)).toBe(1)
  })

  it('send about 55% of readers from phones', () => {
    const mobile = DEVICES.values.indexOf('mobile')
    expect(DEVICES.bounds[mobile]! - (DEVICES.bounds[mobile - 1] ?? 0)).toBeCloseTo(0.55)
  })

  it('include searches that find nothing, already normalised', () => {
    expect(SEARCHES.filter(([, results]) => results === 0).length).toBeGreaterThanOrEqual(2)
    for (const [query] of SEARCHES) expect(query).toBe(query.trim().toLowerCase())
  })
})
