import { Webhook, WebhookVerificationError } from 'standardwebhooks'

export { WebhookVerificationError }

export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'newsletter.issue.sent',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

/** A delivery's body, as the Standard Webhooks specification shapes it. */
export interface WebhookEvent {
  type: WebhookEventType
  timestamp: string
  data: Record<string, unknown>
}

/** What a receiver got: the body exactly as sent (not parsed and serialised again) and its headers. */
export interface WebhookDelivery {
  body: string
  /** A fetch `Headers`, or a Node-style record (`IncomingHttpHeaders`). */
  headers: Headers | Record<string, string | string[] | undefined>
}

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const

/**
 * Checks a delivery's signature with the endpoint's secret (`whsec_…`) and that its timestamp is
 * within five minutes of now, then returns its event. Throws `WebhookVerificationError` otherwise:
 * answer such a request with a 4xx and do not act on it.
 */
export function verifyWebhook(secret: string, delivery: WebhookDelivery): WebhookEvent {
  const event = new Webhook(secret).verify(delivery.body, signatureHeaders(delivery.headers))
  if (typeof event !== 'object' || event === null || typeof Reflect.get(event, 'type') !== 'string')
    throw new WebhookVerificationError('Signed body is not a webhook event')
  return event as WebhookEvent
}

function signatureHeaders(headers: WebhookDelivery['headers']): Record<string, string> {
  const read = (name: string) => {
    if (headers instanceof Headers) return headers.get(name)
    const value = headers[name]
    return Array.isArray(value) ? value.join(' ') : value
  }
  return Object.fromEntries(SIGNATURE_HEADERS.map((name) => [name, read(name) ?? '']))
}
