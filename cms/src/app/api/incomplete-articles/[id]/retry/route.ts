import { editorRoute } from '@/contract/editorRoute'
import { answerGenerationErrors } from '@/contract/generationRoute'
import { errorResponse, isDocumentId, methodsNotAllowed, type Params } from '@/contract/http'
import { retryGeneration } from '@/generation/retryGeneration'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: re-runs the missing step(s) of an incomplete generation → 202 { message }; 409 while
 * one is already queued or running for it (editors and admins).
 */
export const POST = editorRoute(async ({ payload, user }, { params }: Params<'id'>) => {
  const { id } = await params
  if (!isDocumentId(id)) return errorResponse(404, 'Incomplete article not found')
  return answerGenerationErrors(async () => {
    const started = await retryGeneration(payload, id, user)
    return started
      ? Response.json(started, { status: 202 })
      : errorResponse(404, 'Incomplete article not found')
  })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
