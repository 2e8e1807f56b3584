import { randomBytes } from 'node:crypto'

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the HMAC-SHA256 key). */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`
