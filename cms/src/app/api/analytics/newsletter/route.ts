import { privateJson } from '@/analytics/queries/analyticsAnswers'
import { newsletterAnalytics } from '@/analytics/queries/newsletterAnalytics'
import { analyticsRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** What the latest newsletter issues did (editors, admins and analytics keys). */
export const GET = analyticsRoute(
  async ({ payload }) => privateJson(await newsletterAnalytics(payload.db.pool)),
  [],
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
