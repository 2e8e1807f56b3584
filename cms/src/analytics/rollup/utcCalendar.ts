/** UTC calendar arithmetic for the analytics tables, which file everything by UTC hour and day. */

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const floorTo = (at: Date, unitMs: number) => new Date(Math.floor(at.getTime() / unitMs) * unitMs)

export const startOfUtcMinute = (at: Date) => floorTo(at, MINUTE_MS)
export const startOfUtcHour = (at: Date) => floorTo(at, HOUR_MS)
export const startOfUtcDay = (at: Date) => floorTo(at, DAY_MS)

export const addMinutes = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * MINUTE_MS)
export const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS)
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS)

/** The UTC day of an instant as PostgreSQL reads a date: `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)
