import type { MarketCoin } from '@blockwise/shared/tools/watchlist/market'

import { spend } from '@/contract/rateLimit'
import { env } from '@/env'

import {
  UpstreamFailed,
  UpstreamRateLimited,
  fetchMarkets,
  searchCoins,
  type SearchCoin,
} from './coingecko'
import { TtlCache } from './ttlCache'

export const MARKET_SOURCE = 'CoinGecko'
const KEEP_STALE_MS = 24 * 60 * 60 * 1000
const RESOLUTION_FRESH_MS = 10 * 60 * 1000
const COIN_ID = /^[a-z0-9-]{1,100}$/

const coinCache = new TtlCache<MarketCoin>(env.marketCacheSeconds * 1000, KEEP_STALE_MS)
/** What a reader's query resolved to: a coin id, or null for "no such coin". */
const resolutionCache = new TtlCache<string | null>(RESOLUTION_FRESH_MS, KEEP_STALE_MS)
/** Ids the upstream answered without: asked again, they cost no call until this expires. */
const unknownIds = new TtlCache<true>(RESOLUTION_FRESH_MS, RESOLUTION_FRESH_MS)
let blockedUntil = 0

export interface MarketAnswer<T> {
  data: T
  fetchedAt: string
  stale: boolean
  /** Where the data comes from, when not from MARKET_SOURCE. */
  source?: string
}

/** Neither the upstream nor the cache can answer. */
export class MarketUnavailable extends Error {
  constructor(readonly retryAfterSeconds?: number) {
    super('Market data is temporarily unavailable. Please try again shortly.')
  }
}

export class CoinNotFound extends Error {}

/**
 * Calls the upstream unless it asked us to wait (429 Retry-After), remembering such a request, or
 * the calls every reader's requests may make a minute are spent (MARKET_UPSTREAM_CALLS_PER_MINUTE:
 * the upstream's free quota, which it would otherwise enforce by refusing everyone).
 */
export async function upstream<T>(call: () => Promise<T>): Promise<T> {
  const waitMs = blockedUntil - Date.now()
  if (waitMs > 0) throw new UpstreamRateLimited(Math.ceil(waitMs / 1000))
  const budgetWait = await spend('marketUpstream', 'every-reader')
  if (budgetWait !== null) throw new UpstreamRateLimited(budgetWait)
  try {
    return await call()
  } catch (error) {
    if (error instanceof UpstreamRateLimited)
      blockedUntil = Date.now() + error.retryAfterSeconds * 1000
    throw error
  }
}

export function isUpstreamError(error: unknown): error is UpstreamFailed | UpstreamRateLimited {
  return error instanceof UpstreamFailed || error instanceof UpstreamRateLimited
}

/**
 * Market data for `ids`, in their order: fresh cache entries as they are, the rest from one
 * upstream call; when the upstream fails, the last good data (marked stale). Ids it recently
 * answered without are left out without asking again.
 */
export async function getCoins(ids: string[], perPage = 100): Promise<MarketAnswer<MarketCoin[]>> {
  const missing = ids.filter((id) => !coinCache.get(id)?.fresh && !unknownIds.get(id))
  let stale = false
  if (missing.length > 0) {
    try {
      const found = new Set<string>()
      for (const coin of await upstream(() => fetchMarkets(missing, perPage))) {
        coinCache.set(coin.id, coin)
        found.add(coin.id)
      }
      for (const id of missing) if (!found.has(id)) unknownIds.set(id, true)
    } catch (error) {
      if (!isUpstreamError(error)) throw error
      if (!ids.some((id) => coinCache.get(id))) {
        throw new MarketUnavailable(
          error instanceof UpstreamRateLimited ? error.retryAfterSeconds : undefined,
        )
      }
      stale = true
    }
  }
  const entries = ids.flatMap((id) => {
    const entry = coinCache.get(id)
    return entry ? [entry] : []
  })
  const fetchedAt = entries.length
    ? Math.min(...entries.map((entry) => entry.storedAt))
    : Date.now()
  return {
    data: entries.map((entry) => entry.value),
    fetchedAt: new Date(fetchedAt).toISOString(),
    stale,
  }
}

/** The coin a search means: an exact id, else the largest coin with that symbol, else that name. */
function bestMatch(query: string, coins: SearchCoin[]): string | null {
  const byRank = (a: SearchCoin, b: SearchCoin) =>
    (a.market_cap_rank ?? Number.MAX_SAFE_INTEGER) - (b.market_cap_rank ?? Number.MAX_SAFE_INTEGER)
  const exactId = coins.find((coin) => coin.id === query)
  if (exactId) return exactId.id
  const bySymbol = coins.filter((coin) => coin.symbol.toLowerCase() === query).sort(byRank)[0]
  if (bySymbol) return bySymbol.id
  return coins.find((coin) => coin.name.toLowerCase() === query)?.id ?? null
}

async function resolveId(query: string): Promise<string | null> {
  const known = resolutionCache.get(query)
  if (known?.fresh) return known.value
  // Most readers type a coin id: one /coins/markets call (per_page 1, docs/product.md#calls) settles it.
  if (COIN_ID.test(query)) {
    const [coin] = await upstream(() => fetchMarkets([query], 1))
    if (coin) {
      coinCache.set(coin.id, coin)
      resolutionCache.set(query, coin.id)
      return coin.id
    }
  }
  const id = bestMatch(query, await upstream(() => searchCoins(query)))
  resolutionCache.set(query, id)
  return id
}

/** A coin by id, symbol or name, with its market data, for adding to a watchlist. */
export async function findCoin(query: string): Promise<MarketAnswer<MarketCoin>> {
  const normalized = query.trim().toLowerCase()
  let id: string | null
  try {
    id = await resolveId(normalized)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    id = resolutionCache.get(normalized)?.value ?? null
    if (!id)
      throw new MarketUnavailable(
        error instanceof UpstreamRateLimited ? error.retryAfterSeconds : undefined,
      )
  }
  if (!id) throw new CoinNotFound(query)
  const answer = await getCoins([id], 1)
  const [coin] = answer.data
  if (!coin) throw new CoinNotFound(query)
  return { ...answer, data: coin }
}
