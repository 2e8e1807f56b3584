import { randomBytes } from 'node:crypto'

import type { WebhookEndpoint } from '@/payload-types'

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the HMAC-SHA256 key). */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`

/** How long a replaced secret keeps signing beside the new one, unless an admin ends it sooner. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000

export type EndpointSecrets = Pick<
  WebhookEndpoint,
  'secret' | 'previousSecret' | 'previousSecretExpiresAt'
>

/**
 * What an endpoint stores once its secret is replaced at `at`: a new secret, and the replaced one
 * signing beside it for SECRET_OVERLAP_MS (the one it had replaced is dropped). Without `replaced`
 * (a new endpoint, or a rotation that ends the overlap at once) only the new one signs.
 */
export function rotatedSecrets(
  replaced: string | null | undefined,
  at: Date,
): EndpointSecrets & { secret: string } {
  return {
    secret: newSigningSecret(),
    previousSecret: replaced ?? null,
    previousSecretExpiresAt: replaced
      ? new Date(at.getTime() + SECRET_OVERLAP_MS).toISOString()
      : null,
  }
}
