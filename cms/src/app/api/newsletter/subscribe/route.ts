import { after } from 'next/server'

import { NEWSLETTER_SUBSCRIBED, newsletterSubscriptionSchema } from '@blockwise/shared'

import { contractRoute, errorResponse, methodsNotAllowed, parseJsonBody } from '@/contract/http'
import { subscribe } from '@/newsletter/subscriptions'
import { rateLimit, subjectRateLimit, withSpent } from '@/contract/rateLimit'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: { name, email } → { message }, or { error } with a 4xx. A new or pending address gets a
 * confirmation mail, sent after the answer. 429 once a client has tried too often, or once an
 * address has been submitted too often from anywhere (whatever its state, so it reveals nothing).
 */
export const POST = contractRoute(async (request) => {
  const limited = await rateLimit('subscribe', request)
  if (limited?.refused) return limited.refused
  return withSpent(await subscribeAnswer(request), limited)
})

/**
 * After the client's budget: the address's own (from anywhere) is only shown once it is spent, as
 * what is left of it would tell whether others submitted the address.
 */
async function subscribeAnswer(request: Request): Promise<Response> {
  const body = await parseJsonBody(request, newsletterSubscriptionSchema)
  if (!body.ok) return body.response
  const addressLimited = await subjectRateLimit('subscribeAddress', body.data.email)
  if (addressLimited?.refused) return addressLimited.refused
  const outcome = await subscribe(await cmsPayload(), body.data, after)
  return outcome.ok
    ? Response.json({ message: NEWSLETTER_SUBSCRIBED })
    : errorResponse(400, outcome.error)
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
