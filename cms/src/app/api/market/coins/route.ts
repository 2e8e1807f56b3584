import { marketCoinsQuerySchema } from '@blockwise/shared/tools/watchlist/market'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { marketRoute } from '@/market/marketRoute'
import { getCoins } from '@/market/marketService'

export const dynamic = 'force-dynamic'

/** Prices of the watchlist's coins (ids comma-separated), briefly cached, stale when upstream fails. */
export const GET = publicRead(
  marketRoute(marketCoinsQuerySchema, ({ ids }) => getCoins(ids), 'coins'),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
