import type { NewsletterSendStarted } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { sendNow } from '@/newsletter/jobs'

export const dynamic = 'force-dynamic'

/**
 * Sends this week's approved issue now instead of at the scheduled hour (202), retrying readers
 * whose mail was refused; 409 while it is sending; 422 when nothing was published this week (no
 * issue) or when the issue is waiting for an editor's approval.
 */
export const POST = editorRoute(async ({ payload }) => {
  const { week, result } = await sendNow(payload)
  switch (result) {
    case 'queued':
      return Response.json(
        { message: `The ${week} digest is being sent`, week } satisfies NewsletterSendStarted,
        { status: 202 },
      )
    case 'busy':
      return errorResponse(409, `The ${week} digest is already being sent`)
    case 'awaiting-approval':
      return errorResponse(
        422,
        `The ${week} digest is waiting for approval: check it under Newsletter issues and mark it Approved first`,
      )
    case 'nothing-new':
      return errorResponse(422, `Nothing was published in ${week}: there is no digest to send`)
  }
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
