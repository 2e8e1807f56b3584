import type { WebhookEventType } from '@blockwise/client'

/**
 * What integrators can subscribe an endpoint to (docs/api.md#webhooks): the list is the contract's,
 * defined once in the typed client integrators use to check deliveries.
 */
export { WEBHOOK_EVENTS } from '@blockwise/client'

export type WebhookEvent = WebhookEventType

/** The body of every delivery, as Standard Webhooks suggests: what happened, when, to what. */
export interface WebhookMessage {
  type: WebhookEvent
  timestamp: string
  data: Record<string, unknown>
}
