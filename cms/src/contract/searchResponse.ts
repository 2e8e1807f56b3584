import { searchQuerySchema, searchTextSchema } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'
import type { ClientRead } from '@/lib/clientKey'

import { errorResponse } from './errorResponse'
import { nextPageHeaders } from './nextPageHeaders'
import { listResponse, type SharedList } from './publishedListCache'
import { queryKeysOf, refuseUnknownQuery } from './queryKeys'
import { parseSearchParams } from './queryParams'
import { rateLimit, withSpent } from './rateLimit'
import { searchArticles } from './search'
import { decodeSearchCursor, encodeSearchCursor } from './searchCursor'
import { SearchTooCostly, withinSearchTime, type SearchDatabase } from './searchTimeBudget'

/** The query parameters a search takes; any other is refused (queryKeys.ts). */
export const SEARCH_QUERY_KEYS = queryKeysOf(searchQuerySchema)

/**
 * The answer of GET /api/search (docs/api.md#search): published articles matching `q`, best first,
 * shared for a second among anonymous readers (`forReaders`) asking the same, within each
 * client's search budget (429 past it). Bad input is a 400 with its message: the text's own, a
 * parameter's, an unknown parameter, a cursor not of this search, a search that would run longer
 * than its time (searchTimeBudget.ts). A reader's answer, which shared caches keep, carries the
 * budget's RateLimit-Policy but not what is left of it (rateLimitHeaders.ts).
 */
export async function searchResponse(
  request: ClientRead,
  database: SearchDatabase,
  forReaders: boolean,
): Promise<Response> {
  const limited = await rateLimit('search', request)
  if (limited?.refused) return limited.refused
  return withSpent(await searchAnswer(request, database, forReaders), limited)
}

async function searchAnswer(
  request: ClientRead,
  database: SearchDatabase,
  forReaders: boolean,
): Promise<Response> {
  const unknownQuery = refuseUnknownQuery(request, SEARCH_QUERY_KEYS)
  if (unknownQuery) return unknownQuery
  // The search text's own messages are the whole error, without the parameter prefix.
  const text = searchTextSchema.safeParse(new URL(request.url).searchParams.get('q') ?? '')
  if (!text.success) return errorResponse(400, text.error.issues[0]?.message ?? 'Invalid search')
  const query = parseSearchParams(request, searchQuerySchema)
  if (!query.ok) return query.response
  const { q, type, cursor } = query.data
  const after = cursor === undefined ? undefined : decodeSearchCursor(cursor, q, type)
  if (after === null) return errorResponse(400, 'Invalid cursor')
  const load = async (): Promise<SharedList> => {
    const page = await withinSearchTime(database, (connection) =>
      searchArticles(connection, query.data, after),
    )
    return {
      body: JSON.stringify(page.results),
      keys: [...apiAnswerKeys('search'), ...apiKeysOfArticles(page.articles)],
      headers: page.next
        ? nextPageHeaders(request.url, encodeSearchCursor(page.next, q, type))
        : undefined,
    }
  }
  try {
    return await listResponse(request, forReaders, `search:${JSON.stringify(query.data)}`, load)
  } catch (error) {
    if (error instanceof SearchTooCostly) return errorResponse(400, error.message)
    throw error
  }
}
