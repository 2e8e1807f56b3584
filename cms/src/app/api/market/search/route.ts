import { marketSearchQuerySchema } from '@blockwise/shared/tools/watchlist/market'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { marketRoute } from '@/market/marketRoute'
import { findCoin } from '@/market/marketService'

export const dynamic = 'force-dynamic'

/** The coin a reader means by an id, symbol or name, with its market data; 404 'Token not found'. */
export const GET = publicRead(
  marketRoute(marketSearchQuerySchema, ({ query }) => findCoin(query), 'coin'),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
