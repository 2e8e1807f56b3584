import type { CollectionAfterOperationHook, CollectionBeforeChangeHook } from 'payload'

import { newSigningSecret } from '@/webhooks/signingSecret'

/** Where the secret made by this request waits to be shown in its answer. */
const NEW_SECRET = 'newWebhookSigningSecret'

/** Gives a new endpoint its secret, and an endpoint saved with "rotate secret" a new one. */
export const giveSigningSecret: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  const rotate = Boolean(data.rotateSecret)
  delete data.rotateSecret
  if (operation !== 'create' && !rotate) return data
  const secret = newSigningSecret()
  context[NEW_SECRET] = secret
  return { ...data, secret }
}

/**
 * Shows the secret once: in the answer of the create (or rotating update) that made it, as
 * `signingSecret`. The stored `secret` is hidden from every read.
 */
export const showNewSigningSecret: CollectionAfterOperationHook = ({ result, req }) => {
  const secret = req.context[NEW_SECRET]
  if (typeof secret !== 'string' || !result || typeof result !== 'object') return result
  delete req.context[NEW_SECRET]
  return { ...result, signingSecret: secret }
}
