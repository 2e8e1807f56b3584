import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  newsletterTokenSchema,
} from '@blockwise/shared'

import { contractRoute, errorResponse, methodsNotAllowed, parseJsonBody } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'
import { confirmSubscription } from '@/newsletter/subscriptions'

export const dynamic = 'force-dynamic'

/** Double opt-in: the token from the confirmation mail activates the subscription. */
export const POST = contractRoute(async (request) => {
  const body = await parseJsonBody(request, newsletterTokenSchema)
  if (!body.ok) return body.response
  return (await confirmSubscription(await cmsPayload(), body.data.token))
    ? Response.json({ message: NEWSLETTER_CONFIRMED })
    : errorResponse(400, NEWSLETTER_LINK_INVALID)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
