import { z } from 'zod'

import { addDays, dayToMs, msToDay } from '@blockwise/shared/tools/simulator/history/days'
import type { DailyClose } from '@blockwise/shared/tools/simulator/history/marketHistory'

import { UpstreamFailed, getJson } from './coingecko'

/** CoinGecko's /coins/{id}/market_chart/range: [ms, value] pairs, oldest first. */
const rangeSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number().nullable()])),
})

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

/** GET /coins/{id}/market_chart/range in USD, from the start of `from` to the end of `to`. */
export async function fetchDailyCloses(
  id: string,
  from: string,
  to: string,
): Promise<DailyClose[]> {
  const json = await getJson(`/coins/${encodeURIComponent(id)}/market_chart/range`, {
    vs_currency: 'usd',
    from: String(dayToMs(from) / 1000),
    to: String(dayToMs(addDays(to, 1)) / 1000),
  })
  const parsed = rangeSchema.safeParse(json)
  if (!parsed.success) throw new UpstreamFailed('Market data answered in an unexpected format')
  return dailyCloses(parsed.data.prices, from, to)
}
