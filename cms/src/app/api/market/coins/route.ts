import { marketCoinsQuerySchema } from '@blockwise/shared/tools/watchlist/market'

import { publicReadRoute } from '@/contract/cors'
import { marketRoute } from '@/market/marketRoute'
import { getCoins } from '@/market/marketService'

export const dynamic = 'force-dynamic'

/** Prices of the watchlist's coins (ids comma-separated), briefly cached, stale when upstream fails. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = publicReadRoute(
  marketRoute(marketCoinsQuerySchema, ({ ids }) => getCoins(ids), 'coins'),
)
