import { acceptSeoTitleSchema } from '@blockwise/shared'

import {
  contractContext,
  contractRoute,
  errorResponse,
  isDocumentId,
  parseJsonBody,
  requireEditor,
  type Params,
} from './http'
import { setSeoTitle } from './seoTitle'
import { EDITOR_BODY_LIMIT } from './bodyLimit'

/**
 * POST handlers for an article's proposed SEO title (editors and admins): accept saves the
 * `seoTitle` of the body, reject clears it. The segment holds the article id (docs/product.md#calls).
 */
export function seoTitleRoute(decision: 'accept' | 'reject') {
  return contractRoute(async (request, { params }: Params<'slug'>) => {
    const { payload, user } = await contractContext(request)
    const denied = requireEditor(user)
    if (denied) return denied
    const { slug: id } = await params
    let seoTitle: string | null = null
    if (decision === 'accept') {
      const body = await parseJsonBody(request, acceptSeoTitleSchema)
      if (!body.ok) return body.response
      seoTitle = body.data.seoTitle
    }
    const result = isDocumentId(id) ? await setSeoTitle(payload, id, seoTitle, user) : null
    return result ? Response.json(result) : errorResponse(404, 'Article not found')
  }, EDITOR_BODY_LIMIT)
}
