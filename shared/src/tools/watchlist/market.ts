import '../../zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from '../../schemas/dateTime'

/**
 * The CMS's market-data proxy (GET /api/market/coins and /api/market/search): the fields of
 * CoinGecko's /coins/markets the watchlist reads (docs/product.md#calls), renamed for the contract.
 */
export const marketCoinSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    name: z.string(),
    currentPrice: z.number(),
    priceChange24h: z.number(),
    priceChangePercentage24h: z.number(),
    high24h: z.number(),
    low24h: z.number(),
  })
  .meta({ id: 'MarketCoin' })
export type MarketCoin = z.infer<typeof marketCoinSchema>

const provenance = {
  /** When the upstream answered (ISO); older than now when `stale`. */
  fetchedAt: dateTimeString(),
  source: z.string(),
  /** True when the upstream failed and the last good data is served instead. */
  stale: z.boolean(),
}

export const marketCoinsResponseSchema = z
  .object({ coins: z.array(marketCoinSchema), ...provenance })
  .meta({ id: 'MarketCoins' })
export type MarketCoinsResponse = z.infer<typeof marketCoinsResponseSchema>

export const marketSearchResponseSchema = z
  .object({ coin: marketCoinSchema, ...provenance })
  .meta({ id: 'MarketSearch' })
export type MarketSearchResponse = z.infer<typeof marketSearchResponseSchema>

export const MAX_WATCHLIST_IDS = 100

/** A CoinGecko coin id as the market proxy accepts it: bitcoin, usd-coin. */
export const COIN_ID = /^[a-z0-9-]{1,100}$/

export const marketCoinsQuerySchema = z.strictObject({
  ids: z
    .string({ error: 'ids is required' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(COIN_ID, 'ids must be CoinGecko coin ids such as bitcoin'))
        .min(1, 'ids is required')
        .max(MAX_WATCHLIST_IDS, `At most ${MAX_WATCHLIST_IDS} ids`),
    ),
})

export const marketSearchQuerySchema = z.strictObject({
  query: z.string({ error: 'query is required' }).trim().min(1, 'query is required').max(100),
})

export const TOKEN_NOT_FOUND = 'Token not found'
