import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access/roles'
import { WEBHOOK_EVENTS } from '@/webhooks/events'

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
  fields: [
    { name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', index: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: WEBHOOK_EVENTS.map((event) => ({ value: event, label: event })),
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
  ],
}
