'use client'

import type { NewsletterDigest } from '@blockwise/shared/schemas/newsletter'
import { Button, Link } from '@payloadcms/ui'

import editorial from '../editorial.module.css'
import { Badge } from '../EditorialTable'
import { useAdminHref } from '../useAdminHref'

import { ISSUE_STATUS_BADGE } from './issueStatusBadge'
import styles from './newsletter.module.css'
import { useProposeIssue } from './useNewsletter'

const EXPLAINED = {
  draft: 'It is not sent until an editor checks it and marks it Approved.',
  approved: 'It goes out at the scheduled day and hour, or now with Send now.',
  sending: 'It is going out now.',
  sent: 'It went out; Send now mails it to readers who confirmed since.',
} as const

/** Where this week's issue stands, with the way to propose, curate and approve it. */
export function IssueApproval({ issue }: { issue: NewsletterDigest['issue'] }) {
  const adminHref = useAdminHref()
  const propose = useProposeIssue()
  if (!issue)
    return (
      <div className={styles.actions}>
        <span className={editorial.muted}>
          Not proposed yet: this preview follows the selection rule. The issue is proposed for your
          review a day before the send time.
        </span>
        <Button
          buttonStyle="secondary"
          margin={false}
          disabled={propose.isPending}
          onClick={() => propose.mutate()}
        >
          {propose.isPending ? 'Proposing…' : 'Propose it now'}
        </Button>
      </div>
    )
  const { tone, label } = ISSUE_STATUS_BADGE[issue.status]
  return (
    <div className={styles.actions}>
      <Badge tone={tone}>{label}</Badge>
      <span className={editorial.muted}>{EXPLAINED[issue.status]}</span>
      <Link href={adminHref(`/collections/newsletter-issues/${issue.id}`)} prefetch={false}>
        {issue.status === 'draft' ? 'Curate and approve the issue' : 'Open the issue'}
      </Link>
    </div>
  )
}
