import { marketHistoryQuerySchema } from '@blockwise/shared/tools/simulator/history/marketHistory'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { getHistory } from '@/market/historyService'
import { marketRoute } from '@/market/marketRoute'

export const dynamic = 'force-dynamic'

/** One coin's daily closes for the simulator's time machine; bundled approximate closes when the market is down. */
export const GET = publicRead(marketRoute(marketHistoryQuerySchema, getHistory, 'closes'))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
