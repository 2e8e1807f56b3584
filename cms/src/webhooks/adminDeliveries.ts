import type { PayloadRequest } from 'payload'

import { WEBHOOK_TEST_EVENT, webhookBody } from '@blockwise/shared'

import { WebhookActionRefused, adminWebhookAction } from './adminAction'
import { queueDelivery } from './queueDelivery'

const TEST_EVENT_MESSAGE =
  'A test event sent by an admin of Blockwise: nothing happened to any content.'

/** Whether the endpoint exists; refused when it is disabled, since nothing would be sent. */
async function endpointExists(id: string, req: PayloadRequest): Promise<boolean> {
  const endpoint = await req.payload.findByID({
    collection: 'webhook-endpoints',
    id,
    select: { enabled: true },
    depth: 0,
    disableErrors: true,
    req,
  })
  if (endpoint && !endpoint.enabled)
    throw new WebhookActionRefused('The endpoint is disabled: enable it first.')
  return Boolean(endpoint)
}

/** `POST /cms-api/webhook-endpoints/:id/test`: a `webhook.test` delivery to this one endpoint. */
export const sendTestEvent = adminWebhookAction('test', async (id, req) => {
  if (!(await endpointExists(id, req))) return null
  const data = { endpointId: id, message: TEST_EVENT_MESSAGE }
  return queueDelivery(req, {
    endpoint: id,
    event: WEBHOOK_TEST_EVENT,
    body: webhookBody(WEBHOOK_TEST_EVENT, data, new Date()),
  })
})

/**
 * `POST /cms-api/webhook-deliveries/:id/replay`: the same body again, as a new delivery with a new
 * message id (a receiver that asks for a replay has usually seen the first id already, and would
 * drop the replay as a duplicate), signed with the endpoint's secrets of now.
 */
export const replayDelivery = adminWebhookAction('replay', async (id, req) => {
  const original = await req.payload.findByID({
    collection: 'webhook-deliveries',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!original) return null
  if (original.state === 'pending' || original.state === 'retrying')
    throw new WebhookActionRefused(
      'The delivery is still being attempted: replay it once it is delivered or failed.',
    )
  const endpoint = typeof original.endpoint === 'object' ? original.endpoint?.id : original.endpoint
  if (!endpoint || !(await endpointExists(endpoint, req)))
    throw new WebhookActionRefused('The delivery’s endpoint was deleted.')
  return queueDelivery(req, {
    endpoint,
    event: original.event,
    body: original.body,
    replayOf: original.id,
  })
})
