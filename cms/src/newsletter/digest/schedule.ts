import { isoWeek } from './isoWeek'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** When this ISO week's digest is due: the configured weekday and hour, in UTC. */
export function dueAt(now: Date, day: Weekday, hourUtc: number): Date {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return new Date(monday.getTime() + (WEEKDAYS.indexOf(day) * 24 + hourUtc) * 3_600_000)
}

/** The week whose digest should go out now, or null before this week's send time. */
export function weekDue(now: Date, day: Weekday, hourUtc: number): string | null {
  return now >= dueAt(now, day, hourUtc) ? isoWeek(now) : null
}

/** When the next digest is due: this week's send time, or next week's once that has passed. */
export function nextDueAt(now: Date, day: Weekday, hourUtc: number): Date {
  const due = dueAt(now, day, hourUtc)
  return now < due ? due : new Date(due.getTime() + 7 * 24 * 3_600_000)
}
