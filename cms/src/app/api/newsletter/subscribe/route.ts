import { NEWSLETTER_SUBSCRIBED, newsletterSubscriptionSchema } from '@blockwise/shared'

import { contractRoute, errorResponse, methodsNotAllowed, parseJsonBody } from '@/contract/http'
import { subscribe } from '@/newsletter/subscriptions'
import { rateLimit } from '@/contract/rateLimit'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7: { name, email } → { message }, or { error } with a 4xx. The address gets a confirmation
 * mail (at most three an hour per address); 429 once a client has tried too often.
 */
export const POST = contractRoute(async (request) => {
  const limited = await rateLimit('subscribe', request)
  if (limited) return limited
  const body = await parseJsonBody(request, newsletterSubscriptionSchema)
  if (!body.ok) return body.response
  const outcome = await subscribe(await cmsPayload(), body.data)
  return outcome.ok
    ? Response.json({ message: NEWSLETTER_SUBSCRIBED })
    : errorResponse(400, outcome.error)
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
