import { isSlug, relatedArticlesQuerySchema } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { loadArticles } from '@/contract/articles'
import { toArticleSummary } from '@/contract/articleSummary'
import {
  contractContext,
  contractRoute,
  errorResponse,
  parseSearchParams,
  type Params,
} from '@/contract/http'
import { validatedJson } from '@/contract/etag'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { queryKeysOf } from '@/contract/queryKeys'
import { relatedArticleIds } from '@/contract/relatedArticles'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'

export const dynamic = 'force-dynamic'

/**
 * What to read next after `{slug}`: published articles sharing a tag with it, newest first, then
 * the newest others. Any publication may change it, so it is purged with the list of articles.
 */
export const GET = publicRead(
  contractRoute(
    async (request, { params }: Params<'slug'>) => {
      const query = parseSearchParams(request, relatedArticlesQuerySchema)
      if (!query.ok) return query.response
      const { slug } = await params
      const { payload, user } = await contractContext(request)
      const ids = isSlug(slug)
        ? await relatedArticleIds(payload, slug, query.data.limit, user)
        : null
      if (!ids) return errorResponse(404, 'Article not found')
      const articles = await loadArticles(payload, ids, user)
      const keys = [...apiAnswerKeys('articleAmongOthers'), ...apiKeysOfArticles(articles)]
      const body = JSON.stringify(articles.map(toArticleSummary))
      return validatedJson(request, body, listCacheHeaders(!user, keys))
    },
    undefined,
    queryKeysOf(relatedArticlesQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
