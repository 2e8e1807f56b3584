import { changesQuerySchema } from '@blockwise/shared'

import { readChanges } from '@/contract/changes'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractRoute, errorResponse, parseSearchParams } from '@/contract/http'
import { queryKeysOf } from '@/contract/queryKeys'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/** Where a mirror stands moves with every commit: no cache keeps a page of the feed. */
const NOT_KEPT = { 'cache-control': 'no-store' }

/**
 * docs/api.md#sync: what readers saw change, oldest first, by a cursor no later commit can fall
 * behind. Anyone may follow it: it names only public things (published articles, tags, authors).
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const query = parseSearchParams(request, changesQuerySchema)
      if (!query.ok) return query.response
      // The same answer for every caller: no need to know who asks.
      const read = await readChanges(await cmsPayload(), query.data)
      if (!read.ok) return errorResponse(read.status, read.error, NOT_KEPT)
      return Response.json(read.page, { headers: NOT_KEPT })
    },
    undefined,
    queryKeysOf(changesQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
