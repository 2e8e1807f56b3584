import {
  contractContext,
  contractRoute,
  errorResponse,
  isDocumentId,
  methodsNotAllowed,
  requireEditor,
  type Params,
} from '@/contract/http'
import { deleteIncompleteArticle } from '@/contract/incompleteArticles'

export const dynamic = 'force-dynamic'

/** SPEC §7: removes one incomplete-article record (editors and admins). */
export const DELETE = contractRoute(async (request, { params }: Params<'id'>) => {
  const { payload, user } = await contractContext(request)
  const denied = requireEditor(user)
  if (denied) return denied
  const { id } = await params
  const deleted = isDocumentId(id) && (await deleteIncompleteArticle(payload, id, user))
  return deleted
    ? Response.json({ message: 'Incomplete article record removed successfully' })
    : errorResponse(404, 'Incomplete article not found')
})

export const { GET, POST, PUT, PATCH } = methodsNotAllowed('DELETE')
