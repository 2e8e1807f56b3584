import { Webhook, WebhookVerificationError as SignatureError } from 'standardwebhooks'

import type { WebhookEvent } from './types.js'

/** A delivery that is not Blockwise's, was changed, or is too old: answer it with a 4xx, act on nothing. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
}

/** What a receiver got: the body exactly as sent (not parsed and serialised again) and its headers. */
export interface WebhookDelivery {
  body: string
  /** A fetch `Headers`, or a Node-style record (`IncomingHttpHeaders`). */
  headers: Headers | Record<string, string | string[] | undefined>
}

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const

/**
 * Checks a delivery's Standard Webhooks signature with the endpoint's secret (`whsec_…`) and that
 * its timestamp is within five minutes of now, then returns its event, told apart by `type`. During
 * a secret's rotation a delivery carries a signature per secret: one that verifies is enough.
 */
export function verifyWebhook(secret: string, delivery: WebhookDelivery): WebhookEvent {
  let event: unknown
  try {
    event = new Webhook(secret).verify(delivery.body, signatureHeaders(delivery.headers))
  } catch (error) {
    if (error instanceof SignatureError) throw new WebhookVerificationError(error.message)
    throw error
  }
  if (!isEvent(event)) throw new WebhookVerificationError('Signed body is not a webhook event')
  return event
}

function isEvent(value: unknown): value is WebhookEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'type') === 'string' &&
    typeof Reflect.get(value, 'data') === 'object'
  )
}

function signatureHeaders(headers: WebhookDelivery['headers']): Record<string, string> {
  const read = (name: string) => {
    if (headers instanceof Headers) return headers.get(name)
    const value = headers[name]
    return Array.isArray(value) ? value.join(' ') : value
  }
  return Object.fromEntries(SIGNATURE_HEADERS.map((name) => [name, read(name) ?? '']))
}
