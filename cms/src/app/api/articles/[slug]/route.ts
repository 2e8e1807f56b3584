import { isSlug } from '@blockwise/shared'

import { findArticle } from '@/contract/articles'
import {
  contractContext,
  contractRoute,
  errorResponse,
  methodsNotAllowed,
  type Params,
} from '@/contract/http'

export const dynamic = 'force-dynamic'

/** One article with its HTML body. Unknown and (for readers) unpublished articles are 404. */
export const GET = contractRoute(async (request, { params }: Params<'slug'>) => {
  const { slug } = await params
  const { payload, user } = await contractContext(request)
  const article = isSlug(slug) ? await findArticle(payload, slug, user) : null
  return article ? Response.json(article) : errorResponse(404, 'Article not found')
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
