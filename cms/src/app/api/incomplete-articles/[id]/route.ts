import { editorRoute } from '@/contract/editorRoute'
import { answerGenerationErrors } from '@/contract/generationRoute'
import { errorResponse, isDocumentId, methodsNotAllowed, type Params } from '@/contract/http'
import { deleteIncompleteArticle } from '@/contract/incompleteArticles'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: removes one incomplete-article record (editors and admins); 409 while it generates. */
export const DELETE = editorRoute(async ({ payload, user }, { params }: Params<'id'>) => {
  const { id } = await params
  if (!isDocumentId(id)) return errorResponse(404, 'Incomplete article not found')
  return answerGenerationErrors(async () =>
    (await deleteIncompleteArticle(payload, id, user))
      ? Response.json({ message: 'Incomplete article record removed successfully' })
      : errorResponse(404, 'Incomplete article not found'),
  )
})

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsNotAllowed('DELETE')
