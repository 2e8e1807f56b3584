import type { NewsletterIssueProposed } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { proposeIssue } from '@/newsletter/digest/proposeIssue'

export const dynamic = 'force-dynamic'

/**
 * Proposes this week's issue now, instead of a day before its send time, for editors to curate
 * and approve; answers this week's issue as it stands when it has one. 422 when nothing was
 * published this week.
 */
export const POST = editorRoute(async ({ payload }) => {
  const week = isoWeek(new Date())
  const issue = await proposeIssue(payload, week)
  if (!issue)
    return errorResponse(422, `Nothing was published in ${week}: there is no digest to propose`)
  return Response.json({
    id: issue.id,
    week,
    status: issue.status,
  } satisfies NewsletterIssueProposed)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
