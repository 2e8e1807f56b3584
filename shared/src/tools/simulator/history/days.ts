/** Calendar days in UTC, written YYYY-MM-DD: the unit the time machine moves in. */

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/

export type Step = 'day' | 'week' | 'month'

/** True for a real calendar day written YYYY-MM-DD (2024-02-30 is not one). */
export function isDay(text: string): boolean {
  return DAY_FORMAT.test(text) && msToDay(Date.parse(`${text}T00:00:00.000Z`)) === text
}

/** Midnight UTC at the start of `day`, in ms since the epoch. */
export function dayToMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`)
}

export function msToDay(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : ''
}

export function todayUtc(now: Date = new Date()): string {
  return msToDay(now.getTime())
}

export function addDays(day: string, days: number): string {
  return msToDay(dayToMs(day) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS)
}

/** The same day of the next month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonth(day: string): string {
  const date = new Date(dayToMs(day))
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + 1
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return msToDay(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)))
}

/** One step forward from `day`, never past `lastDay`. */
export function stepForward(day: string, step: Step, lastDay: string): string {
  const next = step === 'day' ? addDays(day, 1) : step === 'week' ? addDays(day, 7) : addMonth(day)
  return next < lastDay ? next : lastDay
}
