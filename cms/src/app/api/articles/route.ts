import { articleListQuerySchema } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { pageStart } from '@/contract/articleKeyset'
import { listArticles } from '@/contract/articles'
import { projectSummary, toArticleSummary } from '@/contract/articleSummary'
import { listResponse, type SharedList } from '@/contract/publishedListCache'
import { contractContext, contractRoute, errorResponse, parseSearchParams } from '@/contract/http'
import { nextPageHeaders } from '@/contract/nextPageHeaders'
import { queryKeysOf } from '@/contract/queryKeys'
import { totalCountHeaders } from '@/contract/totalCount'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: a plain array, newest first by publishedAt unless `sort` says otherwise;
 * readers only ever see published articles. A page further on is reached by `page` or by the
 * previous answer's X-Next-Cursor; `total=true` adds Total-Count.
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const query = parseSearchParams(request, articleListQuerySchema)
      if (!query.ok) return query.response
      const { payload, user } = await contractContext(request)
      const start = pageStart(query.data, user)
      if (!start) return errorResponse(400, 'Invalid cursor')
      // Serialized once per shared list, not once per reader.
      const load = async (): Promise<SharedList> => {
        const { articles, nextCursor, total } = await listArticles(payload, query.data, user, start)
        return {
          body: JSON.stringify(
            articles.map((article) => projectSummary(toArticleSummary(article), query.data.fields)),
          ),
          keys: [...apiAnswerKeys('articleList'), ...apiKeysOfArticles(articles)],
          headers: { ...nextPageHeaders(request.url, nextCursor), ...totalCountHeaders(total) },
        }
      }
      return listResponse(request, !user, JSON.stringify(query.data), load)
    },
    undefined,
    queryKeysOf(articleListQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
