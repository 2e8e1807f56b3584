import type { CollectionConfig, Field } from 'payload'

import { serverOnlyField } from '@/access/roles'

/** Payload's own timestamp field, which no client may write. */
const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  access: { create: serverOnlyField, update: serverOnlyField },
  admin: { hidden: true, disableBulkEdit: true },
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
})

/**
 * docs/product.md#validation: id, createdAt and updatedAt are not accepted from the client. The timestamps are
 * declared as Payload would add them (same columns and indexes), with field access that drops
 * them from every client write: REST, GraphQL, the admin, and the Local API called for a user
 * (`overrideAccess: false`). Server code with the Local API's default `overrideAccess` may still
 * set them (a restore, an import). Ids are the database's: Payload ignores a sent id on create.
 */
export function withServerTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  return {
    ...collection,
    fields: [...collection.fields, timestamp('updatedAt'), timestamp('createdAt')],
  }
}
