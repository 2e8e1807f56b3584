import { Webhook } from 'standardwebhooks'

import type { EndpointSecrets } from './signingSecret'

/**
 * The secrets that sign an attempt made at `at`: the endpoint's, then the one it replaced while
 * the rotation's overlap lasts, so a receiver still holding the old secret keeps verifying.
 */
export function signingSecrets(endpoint: EndpointSecrets, at: Date): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = endpoint
  const overlapping =
    previousSecret && previousSecretExpiresAt && at.getTime() < Date.parse(previousSecretExpiresAt)
  return [secret, overlapping ? previousSecret : null].filter((key): key is string => Boolean(key))
}

/** `webhook-signature`: one `v1,<base64>` per secret, space-separated as Standard Webhooks allows. */
export function webhookSignature(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ')
}
