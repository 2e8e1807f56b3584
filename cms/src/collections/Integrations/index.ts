import type { CollectionConfig } from 'payload'

import { INTEGRATION_SCOPES, isAdmin, nobody, serverOnlyField } from '@/access/roles'

import { keepKeysUnrecoverable, refuseWeakOrRevivedKeys } from './keyHooks'

/**
 * Credentials of the apps that use the APIs (docs/api.md#integration-keys): Payload's API keys
 * (`Authorization: integrations API-Key <key>`), kept apart from people's accounts. Only admins
 * see or manage them. The admin panel generates a key, shows it once, and only its HMAC index is
 * stored; "Revoked at" retires an integration for good, a new key (rotation) replaces the old.
 * Integrations are revoked, never deleted, so their audit log keeps naming them.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  auth: { useAPIKey: true, disableLocalStrategy: true },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'scope', 'lastUsedAt', 'revokedAt'],
    group: 'Settings',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: nobody },
  hooks: {
    beforeValidate: [refuseWeakOrRevivedKeys],
    beforeChange: [keepKeysUnrecoverable],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'scope',
      type: 'select',
      required: true,
      defaultValue: 'read',
      options: [
        { value: INTEGRATION_SCOPES[0], label: 'Read: what readers see' },
        { value: INTEGRATION_SCOPES[1], label: 'Editorial: what editors may do' },
      ],
    },
    {
      name: 'revokedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set to revoke: every call with this key then answers 401. Final.',
      },
    },
    {
      name: 'lastUsedAt',
      type: 'date',
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Updated at most once a minute.',
      },
    },
    {
      name: 'events',
      type: 'join',
      collection: 'integration-events',
      on: 'integration',
      admin: { defaultColumns: ['action', 'target', 'documentId', 'createdAt'] },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
