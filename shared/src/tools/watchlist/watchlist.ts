import '../../zodInBrowsers'
import { z } from 'zod'

import type { MarketCoin } from './market'

/** docs/product.md#screens: the list lives in local storage under a key named for the crypto watchlist. */
export const WATCHLIST_STORAGE_KEY = 'crypto-watchlist'

/**
 * A watchlist token (docs/product.md#entities). `high52w` and `low52w` keep the product's names but hold the 24-hour
 * high and low, as docs/product.md notes. `id` is the CoinGecko coin id: symbols are not unique.
 */
export const watchlistTokenSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  currentPrice: z.number(),
  priceChange24h: z.number(),
  priceChangePercentage24h: z.number(),
  high52w: z.number(),
  low52w: z.number(),
  addedAt: z.string(),
})
export type WatchlistToken = z.infer<typeof watchlistTokenSchema>

/** Tokens read back from storage; anything unreadable is an empty list rather than an error. */
export function parseStoredWatchlist(raw: string | null): WatchlistToken[] {
  if (!raw) return []
  try {
    return z.array(watchlistTokenSchema).catch([]).parse(JSON.parse(raw))
  } catch {
    return []
  }
}

function fromCoin(coin: MarketCoin, addedAt: string): WatchlistToken {
  return {
    id: coin.id,
    symbol: coin.symbol.toUpperCase(),
    name: coin.name,
    currentPrice: coin.currentPrice,
    priceChange24h: coin.priceChange24h,
    priceChangePercentage24h: coin.priceChangePercentage24h,
    high52w: coin.high24h,
    low52w: coin.low24h,
    addedAt,
  }
}

/** Whether the input names a token already on the list, by id or symbol, in any case. */
export function isListed(list: WatchlistToken[], input: string): boolean {
  const wanted = input.trim().toLowerCase()
  return list.some((token) => token.id === wanted || token.symbol.toLowerCase() === wanted)
}

export type AddResult = { ok: true; list: WatchlistToken[] } | { ok: false; reason: 'duplicate' }

/** Appends a resolved coin (docs/product.md#states), unless the list already has it. */
export function addToken(list: WatchlistToken[], coin: MarketCoin, now: Date): AddResult {
  if (isListed(list, coin.id) || isListed(list, coin.symbol))
    return { ok: false, reason: 'duplicate' }
  return { ok: true, list: [...list, fromCoin(coin, now.toISOString())] }
}

export function removeToken(list: WatchlistToken[], id: string): WatchlistToken[] {
  return list.filter((token) => token.id !== id)
}

/** New prices for the tokens the market answered for; the others keep their last prices. */
export function applyPrices(list: WatchlistToken[], coins: MarketCoin[]): WatchlistToken[] {
  const byId = new Map(coins.map((coin) => [coin.id, coin]))
  return list.map((token) => {
    const coin = byId.get(token.id)
    return coin ? { ...fromCoin(coin, token.addedAt), symbol: token.symbol } : token
  })
}
