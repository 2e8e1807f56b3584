import {
  marketCoinsResponseSchema,
  marketSearchResponseSchema,
  TOKEN_NOT_FOUND,
  type MarketCoinsResponse,
  type MarketSearchResponse,
} from '@blockwise/shared/tools/watchlist/market'

/** The token the market could not find (docs/product.md#validation 'Token not found'). */
export class TokenNotFound extends Error {
  constructor() {
    super(TOKEN_NOT_FOUND)
  }
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'include' })
  if (response.status === 404) throw new TokenNotFound()
  if (!response.ok)
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  return response.json()
}

/** Resolves what the reader typed (coin id, symbol or name) through the CMS's market proxy. */
export async function findCoin(query: string): Promise<MarketSearchResponse> {
  return marketSearchResponseSchema.parse(
    await getJson(`/api/market/search?query=${encodeURIComponent(query)}`),
  )
}

/** Current market data of the listed coins. */
export async function fetchCoins(ids: string[]): Promise<MarketCoinsResponse> {
  return marketCoinsResponseSchema.parse(
    await getJson(`/api/market/coins?ids=${ids.map(encodeURIComponent).join(',')}`),
  )
}
