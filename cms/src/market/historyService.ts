import { bundledDailyCloses } from '@blockwise/shared/tools/simulator/history/bundled'
import type {
  DailyClose,
  MarketHistoryQuery,
} from '@blockwise/shared/tools/simulator/history/marketHistory'

import { UpstreamFailed, UpstreamRateLimited } from './coingecko'
import { fetchDailyCloses } from './historyUpstream'
import {
  CoinNotFound,
  MarketUnavailable,
  isUpstreamError,
  upstream,
  type MarketAnswer,
} from './marketService'
import { TtlCache } from './ttlCache'

const DAY_MS = 24 * 60 * 60 * 1000
/**
 * Past days' closes do not change: a range is kept a day (then asked again, in case the last day
 * was read before the upstream settled it), and at most 500 ranges of at most 366 days are held.
 */
const historyCache = new TtlCache<DailyClose[]>(DAY_MS, 7 * DAY_MS, 500)

/**
 * A coin's daily closes over a range of finished days: from CoinGecko through the cache; when the
 * upstream cannot answer, the last good answer, else the bundled approximate closes (source
 * 'bundled'); 404 for a coin CoinGecko does not know.
 */
export async function getHistory({
  id,
  from,
  to,
}: MarketHistoryQuery): Promise<MarketAnswer<DailyClose[]>> {
  const key = `${id}:${from}:${to}`
  const cached = historyCache.get(key)
  const answer = (entry: { value: DailyClose[]; storedAt: number }, stale: boolean) => ({
    data: entry.value,
    fetchedAt: new Date(entry.storedAt).toISOString(),
    stale,
  })
  if (cached?.fresh) return answer(cached, false)
  try {
    const closes = await upstream(() => fetchDailyCloses(id, from, to))
    historyCache.set(key, closes)
    return answer({ value: closes, storedAt: Date.now() }, false)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    if (error instanceof UpstreamFailed && error.status === 404) throw new CoinNotFound(id)
    if (cached) return answer(cached, true)
    const bundled = bundledDailyCloses(id, from, to)
    if (bundled?.length)
      return { data: bundled, fetchedAt: new Date().toISOString(), stale: false, source: 'bundled' }
    throw new MarketUnavailable(
      error instanceof UpstreamRateLimited ? error.retryAfterSeconds : undefined,
    )
  }
}
