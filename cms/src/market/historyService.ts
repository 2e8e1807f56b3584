import { bundledDailyCloses } from '@blockwise/shared/tools/simulator/history/bundled'
import { addDays, todayUtc } from '@blockwise/shared/tools/simulator/history/days'
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
 * A coin's closes are fetched and kept a calendar year at a time, so every reader's start date in
 * that year is answered from one upstream call: 8 coins cost 8 calls a year of history, not 8 per
 * start date. A year is kept a day (then asked again, in case its last day was read before the
 * upstream settled it), and stale for a week to stand in when the upstream fails.
 */
const yearCache = new TtlCache<DailyClose[]>(DAY_MS, 7 * DAY_MS, 500)

interface YearCloses {
  closes: DailyClose[]
  storedAt: number
  stale: boolean
}

/** The year's finished days: the whole year, or up to yesterday for the year under way. */
function finishedDaysOf(year: number): { from: string; to: string } {
  const yesterday = addDays(todayUtc(), -1)
  const end = `${year}-12-31`
  return { from: `${year}-01-01`, to: end < yesterday ? end : yesterday }
}

async function closesOfYear(id: string, year: number): Promise<YearCloses> {
  const { from, to } = finishedDaysOf(year)
  // The year under way has one more day each day: its key names the last day it holds.
  const key = `${id}:${from}:${to}`
  const cached = yearCache.get(key)
  if (cached?.fresh) return { closes: cached.value, storedAt: cached.storedAt, stale: false }
  try {
    const closes = await upstream(() => fetchDailyCloses(id, from, to))
    // One instant for the answer and the cache: a later answer from it says the same fetchedAt.
    const storedAt = Date.now()
    yearCache.set(key, closes, storedAt)
    return { closes, storedAt, stale: false }
  } catch (error) {
    if (
      cached &&
      isUpstreamError(error) &&
      !(error instanceof UpstreamFailed && error.status === 404)
    )
      return { closes: cached.value, storedAt: cached.storedAt, stale: true }
    throw error
  }
}

/**
 * A coin's daily closes over a range of finished days: from CoinGecko through the year cache;
 * when the upstream cannot answer, the last good answer, else the bundled approximate closes
 * (source 'bundled'); 404 for a coin CoinGecko does not know.
 */
export async function getHistory({
  id,
  from,
  to,
}: MarketHistoryQuery): Promise<MarketAnswer<DailyClose[]>> {
  const firstYear = Number(from.slice(0, 4))
  const lastYear = Number(to.slice(0, 4))
  try {
    const years: YearCloses[] = []
    // A range is at most 366 days: one year, or the end of one and the start of the next.
    for (let year = firstYear; year <= lastYear; year += 1) years.push(await closesOfYear(id, year))
    return {
      data: years
        .flatMap((year) => year.closes)
        .filter((close) => close.date >= from && close.date <= to),
      fetchedAt: new Date(Math.min(...years.map((year) => year.storedAt))).toISOString(),
      stale: years.some((year) => year.stale),
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    if (error instanceof UpstreamFailed && error.status === 404) throw new CoinNotFound(id)
    const bundled = bundledDailyCloses(id, from, to)
    if (bundled?.length)
      return { data: bundled, fetchedAt: new Date().toISOString(), stale: false, source: 'bundled' }
    throw new MarketUnavailable(
      error instanceof UpstreamRateLimited ? error.retryAfterSeconds : undefined,
    )
  }
}
