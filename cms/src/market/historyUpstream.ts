import { z } from 'zod'

import { dailyCloses } from '@blockwise/shared/tools/simulator/history/dailyCloses'
import { addDays, dayToMs } from '@blockwise/shared/tools/simulator/history/days'
import type { DailyClose } from '@blockwise/shared/tools/simulator/history/marketHistory'

import { UpstreamFailed, getJson } from './coingecko'

/** CoinGecko's /coins/{id}/market_chart/range: [ms, value] pairs, oldest first. */
const rangeSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number().nullable()])),
})

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
