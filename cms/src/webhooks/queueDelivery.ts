import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import type { WebhookDelivery } from '@/payload-types'

import { DELIVER_WEBHOOK_TASK, WEBHOOKS_QUEUE } from './queue'

type NewDelivery = Pick<WebhookDelivery, 'event' | 'body'> & {
  endpoint: string
  /** The delivery this one sends again, for a replay. */
  replayOf?: string
}

/**
 * Logs one delivery under a new message id and queues its job, in `req`'s transaction when it has
 * one. Every delivery, whether an event's, a test's or a replay's, starts here.
 */
export async function queueDelivery(
  req: PayloadRequest,
  delivery: NewDelivery,
): Promise<WebhookDelivery> {
  const logged = await req.payload.create({
    collection: 'webhook-deliveries',
    data: { ...delivery, messageId: `msg_${randomUUID()}`, state: 'pending', attempts: 0 },
    depth: 0,
    req,
  })
  await req.payload.jobs.queue({
    task: DELIVER_WEBHOOK_TASK,
    queue: WEBHOOKS_QUEUE,
    input: { deliveryId: logged.id },
    req,
  })
  return logged
}
