import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import type { INTEGRATION_ACTIONS } from './IntegrationEvents'

/** Each integration keeps its newest events only: the log stays bounded whatever a key does. */
const EVENTS_KEPT_PER_INTEGRATION = 1000

interface IntegrationEvent {
  action: (typeof INTEGRATION_ACTIONS)[number]
  target: string
  documentId?: string
}

/**
 * Records what the calling integration key did (nothing for people), within `req`'s transaction
 * when there is one.
 */
export async function recordIntegrationEvent(
  payload: Payload,
  caller: PayloadRequest['user'],
  event: IntegrationEvent,
  req?: PayloadRequest,
): Promise<void> {
  if (caller?.collection !== 'integrations') return
  await payload.create({
    collection: 'integration-events',
    data: { ...event, integration: caller.id },
    req,
  })
  await payload.db.drizzle.execute(sql`
    DELETE FROM integration_events WHERE integration_id = ${caller.id} AND id IN (
      SELECT id FROM integration_events WHERE integration_id = ${caller.id}
      ORDER BY created_at DESC OFFSET ${EVENTS_KEPT_PER_INTEGRATION}
    )`)
}

const recordChange: CollectionAfterChangeHook<TypeWithID> = async ({
  collection,
  doc,
  operation,
  req,
}) => {
  await recordIntegrationEvent(
    req.payload,
    req.user,
    { action: operation, target: collection.slug, documentId: String(doc.id) },
    req,
  )
  return doc
}

const recordDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await recordIntegrationEvent(
    req.payload,
    req.user,
    { action: 'delete', target: collection.slug, documentId: String(id) },
    req,
  )
}

/**
 * The collection with every write an integration key makes to it recorded (REST, GraphQL, /api);
 * the log itself is left as it is, or each record would record itself.
 */
export function auditedForIntegrations(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'integration-events') return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), recordChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), recordDelete],
    },
  }
}
