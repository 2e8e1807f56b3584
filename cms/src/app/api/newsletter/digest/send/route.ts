import type { NewsletterSendStarted } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { queueIssueSend } from '@/newsletter/jobs'

export const dynamic = 'force-dynamic'

/** Sends this week's issue now instead of at the scheduled hour (202); 409 while it is sending. */
export const POST = editorRoute(async ({ payload }) => {
  const week = isoWeek(new Date())
  return (await queueIssueSend(payload, week))
    ? Response.json(
        { message: `The ${week} digest is being sent`, week } satisfies NewsletterSendStarted,
        { status: 202 },
      )
    : errorResponse(409, `The ${week} digest is already being sent`)
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
