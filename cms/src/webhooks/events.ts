/** What integrators can subscribe an endpoint to (docs/api.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'newsletter.issue.sent',
] as const

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** The body of every delivery, as Standard Webhooks suggests: what happened, when, to what. */
export interface WebhookMessage {
  type: WebhookEvent
  timestamp: string
  data: Record<string, unknown>
}
