import { articleAnalytics } from '@/analytics/queries/articleAnalytics'
import {
  RANGE_QUERY_KEYS,
  privateJson,
  rangeQuerySchema,
} from '@/analytics/queries/analyticsAnswers'
import { analyticsRoute } from '@/contract/editorRoute'
import {
  errorResponse,
  isDocumentId,
  methodsNotAllowed,
  parseSearchParams,
  type Params,
} from '@/contract/http'

export const dynamic = 'force-dynamic'

const NOT_FOUND = 'Article not found'

/** One article's analytics report for `?range=` (editors, admins and analytics keys). */
export const GET = analyticsRoute(async ({ request, payload }, { params }: Params<'id'>) => {
  const { id } = await params
  const query = parseSearchParams(request, rangeQuerySchema)
  if (!query.ok) return query.response
  if (!isDocumentId(id)) return errorResponse(404, NOT_FOUND)
  const report = await articleAnalytics(payload.db.pool, id, query.data.range, new Date())
  return report ? privateJson(report) : errorResponse(404, NOT_FOUND)
}, RANGE_QUERY_KEYS)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
