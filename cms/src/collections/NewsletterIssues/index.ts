import type { CollectionConfig } from 'payload'

import { editorialCallers, nobody } from '@/access/roles'
import { emitIssueSent } from '@/webhooks/newsletterEvents'

/** One weekly digest: what went out, to how many. Written by the send job only. */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'week', 'status', 'recipients', 'sent', 'sentAt'],
    group: 'Newsletter',
  },
  defaultSort: '-createdAt',
  access: { read: editorialCallers, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [emitIssueSent] },
  fields: [
    { name: 'subject', type: 'text', required: true },
    {
      name: 'week',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'ISO week' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      options: ['sending', 'sent'],
    },
    { name: 'recipients', type: 'number', required: true, defaultValue: 0 },
    { name: 'sent', type: 'number', required: true, defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
    // The rendered mail, with per-reader placeholders, so a resumed send sends the same issue.
    { name: 'html', type: 'textarea', required: true, admin: { hidden: true } },
    { name: 'text', type: 'textarea', required: true, admin: { hidden: true } },
  ],
}
