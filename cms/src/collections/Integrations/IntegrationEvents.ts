import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access/roles'

export const INTEGRATION_ACTIONS = ['create', 'update', 'delete', 'call'] as const

/**
 * What each integration key did (auditLog.ts): every document it created, updated or deleted
 * through any API, and every editors' /api call it made. Only the server writes it; admins read it.
 */
export const IntegrationEvents: CollectionConfig = {
  slug: 'integration-events',
  // Its integration is not in GraphQL either (index.ts), which a relationship there would need.
  graphQL: false,
  admin: {
    useAsTitle: 'target',
    defaultColumns: ['integration', 'action', 'target', 'documentId', 'createdAt'],
    group: 'Settings',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'integration', type: 'relationship', relationTo: 'integrations', required: true },
    { name: 'action', type: 'select', required: true, options: [...INTEGRATION_ACTIONS] },
    // A collection's slug, or the method and path of an /api call.
    { name: 'target', type: 'text', required: true },
    { name: 'documentId', type: 'text' },
  ],
}
