import type { CollectionAfterChangeHook } from 'payload'

import type { NewsletterIssue } from '@/payload-types'

import { emitWebhookEvent } from './emit'

/** Emits newsletter.issue.sent each time a send of an issue completes. */
export const emitIssueSent: CollectionAfterChangeHook<NewsletterIssue> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status === 'sent' && previousDoc?.status !== 'sent') {
    await emitWebhookEvent(req, 'newsletter.issue.sent', {
      id: doc.id,
      week: doc.week,
      subject: doc.subject,
      recipients: doc.recipients,
      sent: doc.sent,
      sentAt: doc.sentAt ?? null,
    })
  }
  return doc
}
