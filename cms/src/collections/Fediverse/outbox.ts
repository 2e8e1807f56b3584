import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'

/** What each actor has sent to its followers, newest first: the outbox collection's pages. */
export const FederationOutbox: CollectionConfig = {
  slug: 'federation-outbox',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['actor', 'publishedAt'] }],
  fields: [
    { name: 'activityId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'select', required: true, options: ['Create', 'Update', 'Delete'] },
    { name: 'actor', type: 'text', required: true },
    { name: 'articleSlug', type: 'text', required: true, index: true },
    { name: 'activity', type: 'json', required: true },
    { name: 'publishedAt', type: 'date', required: true },
  ],
}
