import { privateJson } from '@/analytics/queries/analyticsAnswers'
import { editorRoute } from '@/contract/editorRoute'
import { articleFediverse } from '@/contract/fediverse/articleFediverse'
import { errorResponse, isDocumentId, methodsNotAllowed, type Params } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** One article's likes, boosts and replies from the social web (editors and admins). */
export const GET = editorRoute(async ({ payload }, { params }: Params<'id'>) => {
  const { id } = await params
  if (!isDocumentId(id)) return errorResponse(400, 'The article id must be a UUID')
  const answer = await articleFediverse(payload, id)
  return answer ? privateJson(answer) : errorResponse(404, 'Article not found')
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
