import type { CollectionAfterOperationHook, CollectionBeforeChangeHook } from 'payload'

import type { WebhookEndpoint } from '@/payload-types'
import { rotatedSecrets } from '@/webhooks/signingSecret'

/** Where the secret made by this request waits to be shown in its answer. */
const NEW_SECRET = 'newWebhookSigningSecret'

/**
 * Gives a new endpoint its secret, and an endpoint saved with `rotateSecret` a new one, the
 * replaced one signing beside it for a while; `endSecretOverlap` stops the replaced one at once
 * (with `rotateSecret` too: the new secret then replaces the old one outright).
 */
export const giveSigningSecret: CollectionBeforeChangeHook<WebhookEndpoint> = ({
  data,
  operation,
  originalDoc,
  context,
}) => {
  const rotate = Boolean(data.rotateSecret)
  const endOverlap = Boolean(data.endSecretOverlap)
  delete data.rotateSecret
  delete data.endSecretOverlap
  if (operation === 'create' || rotate) {
    const replaced = operation === 'update' && !endOverlap ? originalDoc?.secret : null
    const secrets = rotatedSecrets(replaced, new Date())
    context[NEW_SECRET] = secrets.secret
    return { ...data, ...secrets }
  }
  if (endOverlap) return { ...data, previousSecret: null, previousSecretExpiresAt: null }
  return data
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
