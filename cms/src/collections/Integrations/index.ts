import type { CollectionConfig } from 'payload'

import { API_VERSION_NAMES, CURRENT_API_VERSION } from '@blockwise/shared/apiVersion'

import { INTEGRATION_SCOPES, isAdmin, nobody, serverOnlyField } from '@/access/roles'

import { keepKeysUnrecoverable, refuseWeakOrRevivedKeys } from './keyHooks'

/**
 * Credentials of the apps that use the APIs (docs/api.md#integration-keys): Payload's API keys
 * (`Authorization: integrations API-Key <key>`), kept apart from people's accounts. Only admins
 * see or manage them. The admin panel generates a key, shows it once, and only its HMAC index is
 * stored; "Revoked at" retires an integration for good, a new key (rotation) replaces the old.
 * Integrations are revoked, never deleted, so their audit log keeps naming them. Each is pinned to
 * the API version its calls without a `Blockwise-Version` header are answered in.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  auth: { useAPIKey: true, disableLocalStrategy: true },
  // Managed in the admin panel and over REST only: a scope such as `subscribers:read` is not a
  // GraphQL enum name, and Payload's GraphQL schema would fail to build with it.
  graphQL: false,
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
        { value: INTEGRATION_SCOPES[2], label: "Subscribers: read the newsletter's subscribers" },
        { value: INTEGRATION_SCOPES[3], label: 'Analytics: read the analytics reports' },
      ],
    },
    {
      name: 'apiVersion',
      label: 'API version',
      type: 'select',
      required: true,
      defaultValue: CURRENT_API_VERSION,
      options: API_VERSION_NAMES.map((version) => ({ value: version, label: version })),
      admin: {
        position: 'sidebar',
        description:
          'The /api version calls with this key are answered in when they send no Blockwise-Version header (docs/api.md#versions). New integrations get the current one.',
      },
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
