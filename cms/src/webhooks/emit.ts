import type { PayloadRequest } from 'payload'

import { webhookBody, type WebhookData, type WebhookEventType } from '@blockwise/shared'

import { queueDelivery } from './queueDelivery'

/**
 * Queues one delivery of `type` to each enabled endpoint subscribed to it. Written in the request's
 * own transaction: the deliveries and their jobs exist once the change commits, and never for a
 * change rolled back, so no runner can post about a change readers cannot see yet.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  req: PayloadRequest,
  type: T,
  data: WebhookData<T>,
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
  const body = webhookBody(type, data, new Date())
  for (const endpoint of endpoints)
    await queueDelivery(req, { endpoint: endpoint.id, event: type, body })
}
