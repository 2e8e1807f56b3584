import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import type { WebhookEvent, WebhookMessage } from './events'
import { DELIVER_WEBHOOK_TASK, WEBHOOKS_QUEUE } from './queue'

/**
 * Queues one delivery of `type` to each enabled endpoint subscribed to it. Written in the request's
 * own transaction: the deliveries and their jobs exist once the change commits, and never for a
 * change rolled back, so no runner can post about a change readers cannot see yet.
 */
export async function emitWebhookEvent(
  req: PayloadRequest,
  type: WebhookEvent,
  data: WebhookMessage['data'],
): Promise<void> {
  const { docs: endpoints } = await req.payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ enabled: { equals: true } }, { events: { in: [type] } }] },
    select: {},
    pagination: false,
    depth: 0,
    req,
  })
  if (endpoints.length === 0) return
  const message: WebhookMessage = { type, timestamp: new Date().toISOString(), data }
  const body = JSON.stringify(message)
  for (const endpoint of endpoints) {
    const delivery = await req.payload.create({
      collection: 'webhook-deliveries',
      data: {
        endpoint: endpoint.id,
        event: type,
        messageId: `msg_${randomUUID()}`,
        body,
        state: 'pending',
        attempts: 0,
      },
      depth: 0,
      req,
    })
    await req.payload.jobs.queue({
      task: DELIVER_WEBHOOK_TASK,
      queue: WEBHOOKS_QUEUE,
      input: { deliveryId: delivery.id },
      req,
    })
  }
}
