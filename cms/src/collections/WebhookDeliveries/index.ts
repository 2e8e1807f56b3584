import type { CollectionConfig } from 'payload'

import { WEBHOOK_MESSAGE_TYPES } from '@blockwise/shared'

import { isAdmin, nobody } from '@/access/roles'
import { replayDelivery } from '@/webhooks/adminDeliveries'

/**
 * The log of webhook deliveries, one entry per endpoint and event, written by the server only:
 * each attempt's status and error, and when the next one is due. Entries are deleted after
 * WEBHOOK_LOG_RETENTION_DAYS (webhooks/deliver.ts).
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    useAsTitle: 'messageId',
    defaultColumns: ['event', 'endpoint', 'state', 'attempts', 'lastStatusCode', 'createdAt'],
    group: 'Integrations',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  endpoints: [replayDelivery],
  fields: [
    { name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', index: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: WEBHOOK_MESSAGE_TYPES.map((event) => ({ value: event, label: event })),
    },
    {
      name: 'messageId',
      label: 'Message id (webhook-id)',
      type: 'text',
      required: true,
      unique: true,
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'retrying', 'delivered', 'failed'],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastStatusCode', type: 'number' },
    { name: 'lastError', type: 'text' },
    { name: 'lastAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'nextAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'body', label: 'Body (JSON, as signed)', type: 'textarea', required: true },
    {
      name: 'replayOf',
      label: 'Replay of',
      type: 'relationship',
      relationTo: 'webhook-deliveries',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'replayPanel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/webhooks/ReplayDeliveryField#ReplayDeliveryField' },
      },
    },
  ],
}
