import type { AnalyticsRange } from '@blockwise/shared/schemas/analytics'

import {
  addDays,
  addHours,
  addMinutes,
  startOfUtcDay,
  startOfUtcHour,
  startOfUtcMinute,
  utcDay,
} from '../rollup/utcCalendar'

/** How far back 'now' looks, in minutes: read from the raw events, a bucket a minute. */
export const LIVE_MINUTES = 30

/** The time a report covers and the buckets of its chart. */
export interface RangeWindow {
  range: AnalyticsRange
  from: Date
  to: Date
  /** The start of each bucket of the chart, oldest first (minutes, hours or days). */
  buckets: Date[]
  /** The UTC days the range touches (`YYYY-MM-DD`): the rows of analytics_daily it reads. */
  firstDay: string
  lastDay: string
}

function everyStep(first: Date, count: number, step: (at: Date, n: number) => Date): Date[] {
  return Array.from({ length: count }, (_, index) => step(first, index))
}

/**
 * now: the last 30 minutes, a bucket a minute (the current one included); today: the current UTC
 * day, a bucket an hour up to the current one; 7d and 30d: that many UTC days, today included, a
 * bucket a day. Every range ends at `now`.
 */
export function rangeWindow(range: AnalyticsRange, now: Date): RangeWindow {
  const today = startOfUtcDay(now)
  const window = (from: Date, buckets: Date[]): RangeWindow => ({
    range,
    from,
    to: now,
    buckets,
    firstDay: utcDay(from),
    lastDay: utcDay(now),
  })
  switch (range) {
    case 'now': {
      const from = addMinutes(startOfUtcMinute(now), 1 - LIVE_MINUTES)
      return window(from, everyStep(from, LIVE_MINUTES, addMinutes))
    }
    case 'today': {
      const hours = (startOfUtcHour(now).getTime() - today.getTime()) / 3_600_000 + 1
      return window(today, everyStep(today, hours, addHours))
    }
    case '7d':
    case '30d': {
      const days = range === '7d' ? 7 : 30
      const from = addDays(today, 1 - days)
      return window(from, everyStep(from, days, addDays))
    }
  }
}
