import { isSlug } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { answersWith } from '@/contract/apiVersion/changes'
import { findArticle } from '@/contract/articles'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute, errorResponse, type Params } from '@/contract/http'
import { movedArticleAnswer } from '@/contract/movedArticle'
import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'

export const dynamic = 'force-dynamic'

/**
 * One article with its HTML body. Unknown and (for readers) unpublished articles are 404; since
 * 2026-12-01 an old slug of a renamed article is a 308 to its current address. A reader's answer
 * may be kept by an edge until the article, its tags or its author change.
 */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const { payload, user } = await contractContext(request)
    const found = isSlug(slug) ? await findArticle(payload, slug, user) : null
    if (!found) {
      const moved =
        isSlug(slug) && answersWith('movedArticleRedirects')
          ? await movedArticleAnswer(payload, slug, !user)
          : null
      return moved ?? errorResponse(404, 'Article not found')
    }
    const headers = readerAnswerHeaders(!user, [
      ...apiAnswerKeys('article'),
      ...apiKeysOfArticles([found.stored]),
    ])
    return validatedJson(request, JSON.stringify(found.article), headers)
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
