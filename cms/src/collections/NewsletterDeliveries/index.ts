import type { CollectionConfig } from 'payload'

import { editorialCallers, nobody } from '@/access/roles'

/**
 * Who was sent which issue. A row is claimed ('sending') before its mail goes out, and the unique
 * (issue, subscriber) index makes that claim once-only: a send resumed after a crash skips every
 * claimed row, so nobody gets an issue twice. 'failed': the server refused the mail (an editor's
 * "Send now" retries it); 'unknown': it may have been accepted when the connection or the process
 * died, so it is never resent. A mail deferred or never handed over leaves no row: it is retried.
 * Only the subscriber's id is kept, never their address.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  admin: { hidden: true },
  access: { read: editorialCallers, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['issue', 'subscriber'], unique: true }],
  fields: [
    { name: 'issue', type: 'relationship', relationTo: 'newsletter-issues', required: true },
    { name: 'subscriber', type: 'text', required: true, index: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      options: ['sending', 'sent', 'failed', 'unknown'],
    },
    { name: 'sentAt', type: 'date' },
  ],
}
