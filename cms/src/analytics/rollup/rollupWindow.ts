import { addHours, startOfUtcDay, startOfUtcHour, utcDay } from './utcCalendar'

/**
 * How far back a rollup looks before the previous one's end: the event writer batches rows, so an
 * event may be committed a little after the moment it records.
 */
const ROLLUP_GRACE_MINUTES = 2

/** What one rollup recomputes: whole UTC days and whole UTC hours. */
export interface RollupWindow {
  /** The first and last day (`YYYY-MM-DD`) whose analytics_daily rows are rebuilt. */
  firstDay: string
  lastDay: string
  /** The hours from `firstHour` up to (not including) `endHour` rebuilt in analytics_hourly. */
  firstHour: Date
  endHour: Date
}

/**
 * Every UTC hour and day touched between the previous rollup's end (less the grace) and now. The
 * day or hour the grace reaches back into is rebuilt whole, so nothing of it is counted twice.
 */
export function rollupWindow(rolledUntil: Date, now: Date): RollupWindow {
  const since = new Date(rolledUntil.getTime() - ROLLUP_GRACE_MINUTES * 60_000)
  return {
    firstDay: utcDay(startOfUtcDay(since)),
    lastDay: utcDay(now),
    firstHour: startOfUtcHour(since),
    endHour: addHours(startOfUtcHour(now), 1),
  }
}
