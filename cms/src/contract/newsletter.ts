import { ValidationError, type Payload } from 'payload'

import type { NewsletterSubscription } from '@blockwise/shared'

export type SubscribeOutcome = { ok: true } | { ok: false; error: string }

async function isSubscribed(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'newsletters',
    where: { email: { equals: email } },
  })
  return totalDocs > 0
}

/**
 * Records a subscription (the email arrives trimmed and lower-cased). An address already on the
 * list is not stored twice, and the outcome is the same as for a new one, so the call does not
 * reveal who subscribed. The unique index settles races between simultaneous requests.
 */
export async function subscribe(
  payload: Payload,
  subscription: NewsletterSubscription,
): Promise<SubscribeOutcome> {
  if (await isSubscribed(payload, subscription.email)) return { ok: true }
  try {
    await payload.create({ collection: 'newsletters', data: subscription, depth: 0 })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    if (await isSubscribed(payload, subscription.email)) return { ok: true }
    return { ok: false, error: error.data.errors[0]?.message ?? 'Invalid subscription' }
  }
}
