import { searchQuerySchema, searchTextSchema, surrogateKey } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, errorResponse, parseSearchParams } from '@/contract/http'
import { listResponse, type SharedList } from '@/contract/publishedListCache'
import { nextPageHeaders } from '@/contract/nextPageHeaders'
import { queryKeysOf } from '@/contract/queryKeys'
import { searchArticles } from '@/contract/search'
import { decodeSearchCursor, encodeSearchCursor } from '@/contract/searchCursor'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'

export const dynamic = 'force-dynamic'

/** Full-text search of published articles, best first (docs/api.md#search), for every caller. */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      // The search text's own messages are the whole error, without the parameter prefix.
      const text = searchTextSchema.safeParse(new URL(request.url).searchParams.get('q') ?? '')
      if (!text.success)
        return errorResponse(400, text.error.issues[0]?.message ?? 'Invalid search')
      const query = parseSearchParams(request, searchQuerySchema)
      if (!query.ok) return query.response
      const { q, type, cursor } = query.data
      const after = cursor === undefined ? undefined : decodeSearchCursor(cursor, q, type)
      if (after === null) return errorResponse(400, 'Invalid cursor')
      const { payload, user } = await contractContext(request)
      const load = async (): Promise<SharedList> => {
        const page = await searchArticles(payload, query.data, after)
        return {
          body: JSON.stringify(page.results),
          keys: [surrogateKey.list('api-search'), ...apiKeysOfArticles(page.articles)],
          headers: page.next
            ? nextPageHeaders(request.url, encodeSearchCursor(page.next, q, type))
            : undefined,
        }
      }
      return listResponse(request, !user, `search:${JSON.stringify(query.data)}`, load)
    },
    undefined,
    queryKeysOf(searchQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
