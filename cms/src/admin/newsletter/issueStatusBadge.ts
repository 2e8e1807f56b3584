import type { NewsletterIssueStatus } from '@blockwise/shared/schemas/newsletter'

import type { BadgeTone } from '../EditorialTable'

/** How the editorial views show an issue's state. */
export const ISSUE_STATUS_BADGE: Record<NewsletterIssueStatus, { tone: BadgeTone; label: string }> =
  {
    draft: { tone: 'warning', label: 'Waiting for approval' },
    approved: { tone: 'info', label: 'Approved' },
    sending: { tone: 'info', label: 'Sending' },
    sent: { tone: 'success', label: 'Sent' },
  }
