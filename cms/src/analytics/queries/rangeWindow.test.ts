import { describe, expect, it } from 'vitest'

import { LIVE_MINUTES, rangeWindow } from './rangeWindow'

const now = new Date('2026-12-05T15:42:31.250Z')
const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('the time a report covers', () => {
  it('now: the last 30 minutes, a bucket a minute, the current minute last', () => {
    const window = rangeWindow('now', now)
    expect(window.buckets).toHaveLength(LIVE_MINUTES)
    expect(window.from.toISOString()).toBe('2026-12-05T15:13:00.000Z')
    expect(window.to).toBe(now)
    expect(window.buckets.at(-1)?.toISOString()).toBe('2026-12-05T15:42:00.000Z')
    expect([window.firstDay, window.lastDay]).toEqual(['2026-12-05', '2026-12-05'])
  })

  it('now, just after midnight: it reaches into yesterday', () => {
    const window = rangeWindow('now', new Date('2026-12-06T00:10:00Z'))
    expect(window.from.toISOString()).toBe('2026-12-05T23:41:00.000Z')
    expect([window.firstDay, window.lastDay]).toEqual(['2026-12-05', '2026-12-06'])
  })

  it('today: the UTC day so far, a bucket an hour', () => {
    const window = rangeWindow('today', now)
    expect(window.from.toISOString()).toBe('2026-12-05T00:00:00.000Z')
    expect(window.buckets).toHaveLength(16)
    expect(window.buckets.at(-1)?.toISOString()).toBe('2026-12-05T15:00:00.000Z')
    expect([window.firstDay, window.lastDay]).toEqual(['2026-12-05', '2026-12-05'])
  })

  it('today, in its first hour: one bucket', () => {
    const window = rangeWindow('today', new Date('2026-12-05T00:00:00Z'))
    expect(iso(window.buckets)).toEqual(['2026-12-05T00:00:00.000Z'])
  })

  it('7d: seven UTC days, today included', () => {
    const window = rangeWindow('7d', now)
    expect(iso(window.buckets)).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
      '2026-12-03T00:00:00.000Z',
      '2026-12-04T00:00:00.000Z',
      '2026-12-05T00:00:00.000Z',
    ])
    expect([window.firstDay, window.lastDay]).toEqual(['2026-11-29', '2026-12-05'])
  })

  it('30d: thirty UTC days, today included', () => {
    const window = rangeWindow('30d', now)
    expect(window.buckets).toHaveLength(30)
    expect(window.firstDay).toBe('2026-11-06')
    expect(window.from.toISOString()).toBe('2026-11-06T00:00:00.000Z')
  })
})
