import type { NewsletterSendStarted } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { sendNow } from '@/newsletter/jobs'

export const dynamic = 'force-dynamic'

/**
 * Sends this week's issue now instead of at the scheduled hour (202), retrying readers whose mail
 * was refused; 409 while it is sending; 422 when nothing was published this week (no issue).
 */
export const POST = editorRoute(async ({ payload }) => {
  const { week, result } = await sendNow(payload)
  if (result === 'queued')
    return Response.json(
      { message: `The ${week} digest is being sent`, week } satisfies NewsletterSendStarted,
      { status: 202 },
    )
  return result === 'busy'
    ? errorResponse(409, `The ${week} digest is already being sent`)
    : errorResponse(422, `Nothing was published in ${week}: there is no digest to send`)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
