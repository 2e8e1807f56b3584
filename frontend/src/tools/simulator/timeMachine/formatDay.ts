import { dayToMs } from '@blockwise/shared/tools/simulator/history/days'

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A YYYY-MM-DD day as readers read it: Jan 8, 2024. */
export function formatDay(day: string): string {
  return DAY.format(new Date(dayToMs(day)))
}
