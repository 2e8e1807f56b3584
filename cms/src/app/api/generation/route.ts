import { generationRequestSchema, type GenerationStatus } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { answerGenerationErrors } from '@/contract/generationRoute'
import { errorResponse, isDocumentId, methodsNotAllowed, parseJsonBody } from '@/contract/http'
import { generationProblems } from '@/generation/readiness'
import { startGeneration } from '@/generation/startGeneration'

export const dynamic = 'force-dynamic'

/** Whether the pipeline can run here, and if not, which key is missing (editors and admins). */
export const GET = editorRoute(() => {
  const problems = generationProblems()
  return Response.json({ configured: problems.length === 0, problems } satisfies GenerationStatus)
})

/** Starts a generation: 202 with the draft's id and its monitor record's id (editors and admins). */
export const POST = editorRoute(async ({ request, payload, user }) => {
  const body = await parseJsonBody(request, generationRequestSchema)
  if (!body.ok) return body.response
  if (!isDocumentId(body.data.authorId)) return errorResponse(400, 'Author not found')
  return answerGenerationErrors(async () =>
    Response.json(await startGeneration(payload, body.data, user), { status: 202 }),
  )
})

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET', 'POST')
