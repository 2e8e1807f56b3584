import type { PayloadRequest } from 'payload'

import { articleListQuerySchema, type ArticleListQuery } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'
import type { ClientRead } from '@/lib/clientKey'

import { pageStart, type PageStart } from './articleKeyset'
import { projectSummary, toArticleSummary } from './articleSummary'
import { errorResponse } from './errorResponse'
import { nextPageHeaders } from './nextPageHeaders'
import { listResponse, type SharedList } from './publishedListCache'
import { listPublishedArticles, type ArticleListing } from './publishedArticleList'
import { queryKeysOf, refuseUnknownQuery } from './queryKeys'
import { parseSearchParams } from './queryParams'
import type { Queryable } from './searchHits'
import { totalCountHeaders } from './totalCount'

/** The query parameters GET /api/articles takes; any other is refused (queryKeys.ts). */
export const ARTICLE_LIST_QUERY_KEYS = queryKeysOf(articleListQuerySchema)

/**
 * The answer of GET /api/articles (docs/product.md#calls) to `user` (null for a reader): the page
 * `list` finds from where `query` starts it, a plain array of summaries, with the next page's
 * cursor and, when asked, the total; 400 for a cursor not of this list. Serialized once per shared
 * list, not once per reader.
 */
export async function articleListResponse(
  request: ClientRead,
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  list: (start: PageStart) => Promise<ArticleListing>,
): Promise<Response> {
  const start = pageStart(query, user)
  if (!start) return errorResponse(400, 'Invalid cursor')
  const load = async (): Promise<SharedList> => {
    const { articles, nextCursor, total } = await list(start)
    return {
      body: JSON.stringify(
        articles.map((article) => projectSummary(toArticleSummary(article), query.fields)),
      ),
      keys: [...apiAnswerKeys('articleList'), ...apiKeysOfArticles(articles)],
      headers: { ...nextPageHeaders(request.url, nextCursor), ...totalCountHeaders(total) },
    }
  }
  return listResponse(request, !user, JSON.stringify(query), load)
}

/**
 * A reader's GET /api/articles, answered before Next (server/listFastPath.ts): the route's checks
 * of the query, then the readers' list from `database`.
 */
export async function readerArticleListResponse(
  request: ClientRead,
  database: Queryable,
): Promise<Response> {
  const unknownQuery = refuseUnknownQuery(request, ARTICLE_LIST_QUERY_KEYS)
  if (unknownQuery) return unknownQuery
  const query = parseSearchParams(request, articleListQuerySchema)
  if (!query.ok) return query.response
  return articleListResponse(request, query.data, null, (start) =>
    listPublishedArticles(database, query.data, start),
  )
}
