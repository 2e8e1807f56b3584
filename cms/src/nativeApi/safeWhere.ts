import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { whereRefusal } from './whereGuard'

/**
 * Payload's REST answer shows an error's message only when the error has a name, and a bundled
 * class may lose its own: this one is named outright.
 */
class QueryRefused extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
    this.name = 'QueryRefused'
  }
}

/** Refuses, with 400, a `where` the database would fail on (see whereGuard), from any API. */
const refuseHostileWhere: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where: unknown = 'where' in args ? args.where : undefined
  const refusal = whereRefusal(
    where,
    collection.flattenedFields,
    (slug) => req.payload.collections[slug]?.config.flattenedFields,
  )
  if (refusal) throw new QueryRefused(refusal)
  return args
}

/** The collection with its queries checked before they reach the database. */
export function withSafeWhere(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseHostileWhere, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}
