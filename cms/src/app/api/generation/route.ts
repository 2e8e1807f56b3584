import { generationRequestSchema, type GenerationStatus } from '@blockwise/shared'

import { answerGenerationErrors } from '@/contract/generationRoute'
import {
  contractContext,
  contractRoute,
  isDocumentId,
  errorResponse,
  methodsNotAllowed,
  parseJsonBody,
  requireEditor,
} from '@/contract/http'
import { generationProblems } from '@/generation/readiness'
import { startGeneration } from '@/generation/startGeneration'

export const dynamic = 'force-dynamic'

/** Whether the pipeline can run here, and if not, which key is missing (editors and admins). */
export const GET = contractRoute(async (request) => {
  const { user } = await contractContext(request)
  const denied = requireEditor(user)
  if (denied) return denied
  const problems = generationProblems()
  return Response.json({ configured: problems.length === 0, problems } satisfies GenerationStatus)
})

/** Starts a generation: 202 with the draft's id and its monitor record's id (editors and admins). */
export const POST = contractRoute(async (request) => {
  const { payload, user } = await contractContext(request)
  const denied = requireEditor(user)
  if (denied) return denied
  const body = await parseJsonBody(request, generationRequestSchema)
  if (!body.ok) return body.response
  if (!isDocumentId(body.data.authorId)) return errorResponse(400, 'Author not found')
  return answerGenerationErrors(async () =>
    Response.json(await startGeneration(payload, body.data, user), { status: 202 }),
  )
})

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
