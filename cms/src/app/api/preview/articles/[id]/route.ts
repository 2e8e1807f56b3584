import { PREVIEW_TOKEN_HEADER } from '@blockwise/shared/previewToken'

import { findArticleDraft, isDescribable } from '@/contract/articles'
import {
  contractRoute,
  errorResponse,
  isDocumentId,
  methodsNotAllowed,
  type Params,
} from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'
import { NEVER_STORED, checkPreviewToken } from '@/preview/previewGrant'

export const dynamic = 'force-dynamic'

const DRAFT_TOO_EARLY =
  'This draft cannot be previewed yet: give it a title, an excerpt, an author and a read time first.'

/**
 * The latest draft of an article in the shape of GET /api/articles/{slug}, for the site's preview:
 * only with a valid preview token for this article in the X-Preview-Token header, never cached.
 */
export const GET = contractRoute(async (request, { params }: Params<'id'>) => {
  const { id } = await params
  if (!isDocumentId(id)) return errorResponse(404, 'Article not found')
  const payload = await cmsPayload()
  const granted = await checkPreviewToken(payload, request.headers.get(PREVIEW_TOKEN_HEADER), id)
  if (!granted.ok) return errorResponse(granted.status, granted.message, NEVER_STORED)
  const found = await findArticleDraft(payload, id)
  if (!found) return errorResponse(404, 'Article not found', NEVER_STORED)
  if (!isDescribable(found.stored)) return errorResponse(422, DRAFT_TOO_EARLY, NEVER_STORED)
  return Response.json(found.article, { headers: NEVER_STORED })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
