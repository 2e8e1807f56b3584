import type { TaskConfig } from 'payload'

import { env } from '@/env'

import { attemptDelivery } from './deliver'
import { DELIVER_WEBHOOK_TASK, WEBHOOK_MAX_ATTEMPTS } from './queue'

/** One webhook delivery: each failed attempt is retried after a wait that doubles every time. */
export const deliverWebhook: TaskConfig<'deliverWebhook'> = {
  slug: DELIVER_WEBHOOK_TASK,
  label: 'Deliver a webhook',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  outputSchema: [],
  // The handler settles the delivery on its last attempt; the queue's count is only a backstop.
  retries: {
    attempts: WEBHOOK_MAX_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.webhookRetryDelayMs },
  },
  handler: async ({ input, req }) => {
    await attemptDelivery(req.payload, input.deliveryId)
    return { output: {} }
  },
}
