import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import type { Integration } from '@/payload-types'

/** The admin panel's keys are UUIDs (36 characters); anything much shorter could be guessed. */
const MIN_KEY_LENGTH = 32

const refuse = (message: string) =>
  new ValidationError({ errors: [{ path: 'apiKey', message }], collection: 'integrations' })

/** A new key must be long, and a revoked integration gets none: an admin creates another one. */
export const refuseWeakOrRevivedKeys: CollectionBeforeValidateHook<Integration> = ({
  data,
  originalDoc,
}) => {
  const key: unknown = data?.apiKey
  if (typeof key !== 'string' || !key) return data
  if (originalDoc?.revokedAt) throw refuse('This integration is revoked: create a new one')
  if (key.length < MIN_KEY_LENGTH)
    throw refuse(`An API key must be at least ${MIN_KEY_LENGTH} characters: generate one`)
  return data
}

/**
 * Payload stores a key twice: its HMAC index, which is all that authenticating needs, and the key
 * itself encrypted with the secret (for its optional "reveal"). Only the index is kept here, so a
 * key is shown once, when it is generated, and nobody (not the database nor the secret's holder)
 * can read it again. Revoking is final and drops the index, so the key authenticates nowhere.
 */
export const keepKeysUnrecoverable: CollectionBeforeChangeHook<Integration> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation === 'create') data.createdBy = req.user?.collection === 'users' ? req.user.id : null
  const revokedAt = originalDoc?.revokedAt ?? (data.revokedAt ? new Date().toISOString() : null)
  data.revokedAt = revokedAt
  if (revokedAt) {
    data.apiKeyIndex = null
    data.enableAPIKey = false
  }
  data.apiKey = null
  return data
}
