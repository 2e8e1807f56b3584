/** CoinGecko coin ids as the market calls take them (kept free of zod for the site's islands). */

/** The id rule of CoinGecko coins, which the market calls and coin mentions accept. */
export const COIN_ID = /^[a-z0-9-]{1,100}$/

export const isCoinId = (value: unknown): value is string =>
  typeof value === 'string' && COIN_ID.test(value)

/** The most ids one GET /api/market/coins takes. */
export const MAX_WATCHLIST_IDS = 100
