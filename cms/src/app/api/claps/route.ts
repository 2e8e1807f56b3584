import { clapCountsQuerySchema } from '@blockwise/shared'

import { clapCountsResponse } from '@/contract/clapCounts'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractRoute } from '@/contract/http'
import { queryKeysOf } from '@/contract/queryKeys'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/**
 * The clap counts of several published articles. In production the CMS server answers readers'
 * plain calls before Next (src/server/clapCountsFastPath.ts), the same way.
 */
export const GET = publicRead(
  contractRoute(
    async (request) => clapCountsResponse(request, (await cmsPayload()).db.pool),
    undefined,
    queryKeysOf(clapCountsQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
