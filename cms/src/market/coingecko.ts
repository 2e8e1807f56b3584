import { z } from 'zod'

import type { MarketCoin } from '@blockwise/shared/tools/watchlist/market'

import { env } from '@/env'

/** CoinGecko's /coins/markets item: the fields docs/product.md#calls reads. */
const marketsItemSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  current_price: z.number().nullable(),
  price_change_24h: z.number().nullable(),
  price_change_percentage_24h: z.number().nullable(),
  high_24h: z.number().nullable(),
  low_24h: z.number().nullable(),
})

const searchSchema = z.object({
  coins: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      market_cap_rank: z.number().nullable().optional(),
    }),
  ),
})
export type SearchCoin = z.infer<typeof searchSchema>['coins'][number]

/** The upstream answered 429: wait `retryAfterSeconds` before asking again. */
export class UpstreamRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Market data rate-limited for ${retryAfterSeconds}s`)
  }
}

export class UpstreamFailed extends Error {
  constructor(
    message: string,
    /** The upstream's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message)
  }
}

const DEFAULT_RETRY_AFTER_SECONDS = 60

/**
 * One upstream call, answered or failed within MARKET_TIMEOUT_MS: the timeout covers the body as
 * well as the headers, so an upstream that stalls mid-answer fails like one that never answers.
 */
export async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(`${env.marketDataUrl.replace(/\/$/, '')}${path}`)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(env.marketTimeoutMs),
    })
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'))
      throw new UpstreamRateLimited(
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS,
      )
    }
    if (!response.ok)
      throw new UpstreamFailed(`Market data answered ${response.status}`, response.status)
    return (await response.json()) as unknown
  } catch (error) {
    if (error instanceof UpstreamRateLimited || error instanceof UpstreamFailed) throw error
    throw new UpstreamFailed(`Market data unreachable: ${String(error)}`)
  }
}

/** GET /coins/markets with the exact parameters of docs/product.md#calls. */
export async function fetchMarkets(ids: string[], perPage: number): Promise<MarketCoin[]> {
  const json = await getJson('/coins/markets', {
    vs_currency: 'usd',
    ids: ids.join(','),
    order: 'market_cap_desc',
    per_page: String(perPage),
    page: '1',
    sparkline: 'false',
    price_change_percentage: '24h',
  })
  const items = z.array(marketsItemSchema).safeParse(json)
  if (!items.success) throw new UpstreamFailed('Market data answered in an unexpected format')
  return items.data.map((item) => ({
    id: item.id,
    symbol: item.symbol,
    name: item.name,
    currentPrice: item.current_price ?? 0,
    priceChange24h: item.price_change_24h ?? 0,
    priceChangePercentage24h: item.price_change_percentage_24h ?? 0,
    high24h: item.high_24h ?? item.current_price ?? 0,
    low24h: item.low_24h ?? item.current_price ?? 0,
  }))
}

/** GET /search: coins whose id, name or symbol match the query. */
export async function searchCoins(query: string): Promise<SearchCoin[]> {
  const parsed = searchSchema.safeParse(await getJson('/search', { query }))
  if (!parsed.success) throw new UpstreamFailed('Market data answered in an unexpected format')
  return parsed.data.coins
}
