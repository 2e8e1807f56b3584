import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute } from '@/contract/http'
import { SEARCH_QUERY_KEYS, searchResponse } from '@/contract/searchResponse'

export const dynamic = 'force-dynamic'

/**
 * Full-text search of published articles, best first (docs/api.md#search), for every caller. A
 * reader's plain search is answered before Next by the CMS's server (server/searchFastPath.ts).
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const { payload, user } = await contractContext(request)
      return searchResponse(request, payload.db.pool, !user)
    },
    undefined,
    SEARCH_QUERY_KEYS,
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
