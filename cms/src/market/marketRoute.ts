import type { z } from 'zod'

import { TOKEN_NOT_FOUND } from '@blockwise/shared/tools/watchlist/market'

import { contractRoute, errorResponse, parseSearchParams } from '@/contract/http'
import { queryKeysOf } from '@/contract/queryKeys'
import { rateLimit, withSpent } from '@/contract/rateLimit'

import { CoinNotFound, MARKET_SOURCE, MarketUnavailable, type MarketAnswer } from './marketService'

/**
 * GET handler of a market proxy call: rate-limited, query validated, and the market's failures
 * turned into the contract's envelope (404 'Token not found', 503 with Retry-After).
 */
export function marketRoute<Q extends z.ZodObject, T>(
  querySchema: Q,
  answer: (query: z.infer<Q>) => Promise<MarketAnswer<T>>,
  field: 'coins' | 'coin' | 'closes',
) {
  return contractRoute(
    async (request) => {
      const limited = await rateLimit('market', request)
      if (limited?.refused) return limited.refused
      return withSpent(await marketAnswer(request), limited)
    },
    undefined,
    queryKeysOf(querySchema),
  )

  async function marketAnswer(request: Request): Promise<Response> {
    const query = parseSearchParams(request, querySchema)
    if (!query.ok) return query.response
    try {
      const { data, fetchedAt, stale, source = MARKET_SOURCE } = await answer(query.data)
      return Response.json(
        { [field]: data, fetchedAt, source, stale },
        { headers: { 'cache-control': 'private, max-age=15' } },
      )
    } catch (error) {
      if (error instanceof CoinNotFound) return errorResponse(404, TOKEN_NOT_FOUND)
      if (error instanceof MarketUnavailable) {
        const headers = error.retryAfterSeconds
          ? { 'retry-after': String(error.retryAfterSeconds) }
          : undefined
        return errorResponse(503, error.message, headers)
      }
      throw error
    }
  }
}
