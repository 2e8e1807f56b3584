import {
  RANGE_QUERY_KEYS,
  privateJson,
  rangeQuerySchema,
} from '@/analytics/queries/analyticsAnswers'
import { overview } from '@/analytics/queries/overview'
import { analyticsRoute } from '@/contract/editorRoute'
import { methodsNotAllowed, parseSearchParams } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** The site's analytics report for `?range=` (editors, admins and analytics keys). */
export const GET = analyticsRoute(async ({ request, payload }) => {
  const query = parseSearchParams(request, rangeQuerySchema)
  if (!query.ok) return query.response
  return privateJson(await overview(payload.db.pool, query.data.range, new Date()))
}, RANGE_QUERY_KEYS)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
