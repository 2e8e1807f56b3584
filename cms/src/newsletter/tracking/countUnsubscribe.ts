import type { Payload } from 'payload'

import { recordEvent } from '@/analytics/ingest/eventWriter'
import { isDocumentId } from '@/lib/documentId'

/**
 * Counts an unsubscribe against the issue whose mail the link came in, when the link names an
 * issue that exists. The name only attributes: whom the link unsubscribes is its signed token's
 * to say, and nothing about the subscriber is stored with the event.
 */
export async function countUnsubscribe(payload: Payload, issueId: string | null): Promise<void> {
  if (!issueId || !isDocumentId(issueId)) return
  const issue = await payload.findByID({
    collection: 'newsletter-issues',
    id: issueId,
    select: { week: true },
    depth: 0,
    disableErrors: true,
  })
  if (issue)
    recordEvent(payload.db.pool, {
      kind: 'newsletter_unsubscribe',
      path: '',
      newsletterIssueId: issue.id,
    })
}
