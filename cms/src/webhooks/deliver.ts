import type { Payload } from 'payload'

import { env } from '@/env'
import type { WebhookDelivery, WebhookEndpoint } from '@/payload-types'

import { postOnce } from './post'
import { WEBHOOK_MAX_ATTEMPTS } from './queue'
import { signingSecrets, webhookSignature } from './signatures'

type Outcome = Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>

/**
 * Posts the delivery's body once, signed per Standard Webhooks with each of the endpoint's secrets
 * of the moment (two while a rotation's overlap lasts).
 */
async function attempt(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<Outcome> {
  const sentAt = new Date()
  const secrets = signingSecrets(endpoint, sentAt)
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Blockwise-Webhooks/1',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': webhookSignature(secrets, delivery.messageId, sentAt, delivery.body),
  }
  try {
    const answer = await postOnce(new URL(endpoint.url), headers, delivery.body)
    const ok = answer.status >= 200 && answer.status < 300
    const error = ok
      ? null
      : `Answered ${answer.status}${answer.excerpt ? `: ${answer.excerpt}` : ''}`
    return { lastStatusCode: answer.status, lastError: error?.slice(0, 500) ?? null }
  } catch (error) {
    return {
      lastStatusCode: null,
      lastError: error instanceof Error ? error.message : String(error),
    }
  }
}

/** The wait before the next attempt: the jobs queue's exponential backoff (delay × 2^(n−1)). */
const nextAttemptAt = (attempts: number) =>
  new Date(Date.now() + env.webhookRetryDelayMs * 2 ** (attempts - 1)).toISOString()

/** Deletes log entries past their retention; run after each delivery settles. */
async function pruneOldDeliveries(payload: Payload): Promise<void> {
  const cutoff = new Date(Date.now() - env.webhookLogRetentionDays * 86_400_000).toISOString()
  await payload.db.deleteMany({
    collection: 'webhook-deliveries',
    where: { createdAt: { less_than: cutoff } },
  })
}

/**
 * One attempt of a delivery, recorded in its log entry. A failed attempt that may be retried
 * throws, so the jobs queue runs it again after its backoff; the last one marks it failed. A
 * delivery whose endpoint was deleted or disabled meanwhile fails without being sent.
 */
export async function attemptDelivery(payload: Payload, deliveryId: string): Promise<void> {
  const delivery = await payload.findByID({
    collection: 'webhook-deliveries',
    id: deliveryId,
    depth: 0,
    disableErrors: true,
  })
  if (!delivery || delivery.state === 'delivered' || delivery.state === 'failed') return
  const endpointId =
    typeof delivery.endpoint === 'object' ? delivery.endpoint?.id : delivery.endpoint
  const endpoint = endpointId
    ? await payload.findByID({
        collection: 'webhook-endpoints',
        id: endpointId,
        depth: 0,
        showHiddenFields: true,
        disableErrors: true,
      })
    : null
  const record = (data: Partial<WebhookDelivery>) =>
    payload.update({ collection: 'webhook-deliveries', id: deliveryId, data, depth: 0 })
  if (!endpoint?.enabled || !endpoint.secret) {
    await record({ state: 'failed', lastError: 'The endpoint was deleted or disabled' })
    return
  }
  const attempts = delivery.attempts + 1
  const outcome = await attempt(endpoint, delivery)
  const now = new Date().toISOString()
  if (!outcome.lastError) {
    await record({ ...outcome, attempts, lastAttemptAt: now, state: 'delivered', deliveredAt: now })
  } else if (attempts >= WEBHOOK_MAX_ATTEMPTS) {
    await record({ ...outcome, attempts, lastAttemptAt: now, state: 'failed', nextAttemptAt: null })
  } else {
    const retryAt = nextAttemptAt(attempts)
    await record({
      ...outcome,
      attempts,
      lastAttemptAt: now,
      state: 'retrying',
      nextAttemptAt: retryAt,
    })
    throw new Error(`Webhook ${delivery.messageId}, attempt ${attempts}: ${outcome.lastError}`)
  }
  await pruneOldDeliveries(payload)
}
