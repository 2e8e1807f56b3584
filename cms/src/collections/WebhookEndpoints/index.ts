import type { CollectionConfig } from 'payload'

import { WEBHOOK_EVENTS } from '@blockwise/shared'

import { isAdmin, serverOnlyField } from '@/access/roles'
import { sendTestEvent } from '@/webhooks/adminDeliveries'
import { MAX_ENDPOINT_URL_LENGTH, checkEndpointUrl } from '@/webhooks/endpointUrl'

import { giveSigningSecret, showNewSigningSecret } from './signingSecret'

/** Where integrators receive signed webhooks (docs/api.md#webhooks). Admins only. */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['url', 'events', 'enabled', 'description'],
    group: 'Integrations',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [giveSigningSecret], afterOperation: [showNewSigningSecret] },
  endpoints: [sendTestEvent],
  fields: [
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      required: true,
      maxLength: MAX_ENDPOINT_URL_LENGTH,
      validate: checkEndpointUrl,
      admin: { description: 'https:// (or http://) address on the public internet.' },
    },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      options: WEBHOOK_EVENTS.map((event) => ({ value: event, label: event })),
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', maxLength: 500 },
    {
      // The HMAC key: made by the server, shown once as `signingSecret`, never read back.
      name: 'secret',
      type: 'text',
      hidden: true,
      access: { create: serverOnlyField, update: serverOnlyField },
    },
    {
      // The secret a rotation replaced, stored as `secret` is; it signs until the date below.
      name: 'previousSecret',
      type: 'text',
      hidden: true,
      access: { create: serverOnlyField, update: serverOnlyField },
    },
    {
      name: 'previousSecretExpiresAt',
      label: 'Previous secret signs until',
      type: 'date',
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { hidden: true },
    },
    {
      name: 'signingSecretPanel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/webhooks/SigningSecretField#SigningSecretField' },
      },
    },
    {
      name: 'rotateSecret',
      // `rotateSecret: true` on an update answers with a new `signingSecret` (the admin's button).
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
    },
    {
      // `endSecretOverlap: true` on an update stops the previous secret signing at once.
      name: 'endSecretOverlap',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
    },
    {
      name: 'testEventPanel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/webhooks/SendTestEventField#SendTestEventField' },
      },
    },
  ],
}
