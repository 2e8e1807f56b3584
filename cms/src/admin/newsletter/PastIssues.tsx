'use client'

import type { NewsletterIssue } from '@blockwise/shared/schemas/newsletter'
import { Banner } from '@payloadcms/ui'
import type { UseQueryResult } from '@tanstack/react-query'

import editorial from '../editorial.module.css'
import { Badge, EditorialTable } from '../EditorialTable'

import { ISSUE_STATUS_BADGE } from './issueStatusBadge'
import styles from './newsletter.module.css'

const COLUMNS = ['Week', 'Subject', 'Status', 'Recipients', 'Sent', 'Failed', 'Pending', 'Sent at']

const when = (date: string | null) => (date ? new Date(date).toLocaleString() : '—')

function IssueRow({ issue }: { issue: NewsletterIssue }) {
  const { tone, label } = ISSUE_STATUS_BADGE[issue.status]
  return (
    <tr className={styles.issue}>
      <td>{issue.week}</td>
      <td className={styles.issueSubject} title={issue.subject}>
        {issue.subject}
      </td>
      <td>
        <Badge tone={tone}>{label}</Badge>
      </td>
      <td>{issue.recipients}</td>
      <td>{issue.sent}</td>
      <td className={issue.failed ? styles.failed : undefined}>{issue.failed}</td>
      <td>{issue.pending}</td>
      <td>{issue.status === 'sent' ? when(issue.sentAt) : '—'}</td>
    </tr>
  )
}

/** Every weekly issue with its state and send counts, newest first. */
export function PastIssues({ issues }: { issues: UseQueryResult<NewsletterIssue[]> }) {
  return (
    <section aria-labelledby="newsletter-issues">
      <h2 id="newsletter-issues">Past issues</h2>
      {issues.isPending && <p role="status">Loading past issues...</p>}
      {issues.isError && (
        <Banner type="error">Could not load the past issues: {issues.error.message}</Banner>
      )}
      {issues.data?.length === 0 && (
        <p className={editorial.muted}>No digest has been proposed or sent yet.</p>
      )}
      {!!issues.data?.length && (
        <EditorialTable labelledBy="newsletter-issues" columns={COLUMNS}>
          {issues.data.map((issue) => (
            <IssueRow key={issue.id} issue={issue} />
          ))}
        </EditorialTable>
      )}
    </section>
  )
}
