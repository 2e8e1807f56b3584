import { msToDay } from './days'
import type { DailyClose } from './marketHistory'

/**
 * Reduces CoinGecko's points (5-minutely, hourly or daily at 00:00 UTC, depending on the range's
 * length) to one close per UTC day: the last price up to and including the next midnight, so a
 * daily point at 00:00 closes the day before it.
 */
export function dailyCloses(
  points: Array<[number, number | null]>,
  from: string,
  to: string,
): DailyClose[] {
  const byDay = new Map<string, number>()
  for (const [ms, price] of [...points].sort((a, b) => a[0] - b[0])) {
    const day = msToDay(ms - 1)
    if (price !== null && price > 0 && day >= from && day <= to) byDay.set(day, price)
  }
  return [...byDay].map(([date, close]) => ({ date, close, interpolated: false }))
}
