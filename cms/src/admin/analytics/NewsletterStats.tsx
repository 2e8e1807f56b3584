'use client'

import type { NewsletterAnalytics } from '@blockwise/shared/schemas/analytics'
import { Banner } from '@payloadcms/ui'

import editorial from '../editorial.module.css'
import { EditorialTable } from '../EditorialTable'
import { formatWhen } from '../home/formatWhen'

import styles from './analytics.module.css'
import { clickRateText, formatCount, opensText } from './formatNumbers'
import { useNewsletterAnalytics } from './useAnalytics'

type Issue = NewsletterAnalytics['issues'][number]

const COLUMNS = [
  'Subject',
  'Sent',
  'Deliveries',
  'Bounces',
  'Clicks',
  'Click rate',
  'Unsubscribes',
  'Opens',
  'Top links',
]

function TopLinks({ links }: { links: Issue['links'] }) {
  if (!links.length) return <span className={editorial.muted}>No clicks yet</span>
  return (
    <details className={styles.issueLinks}>
      <summary>
        {links.length} {links.length === 1 ? 'link' : 'links'}
      </summary>
      <ol>
        {links.map((link) => (
          <li key={link.url}>
            {link.url} <span className={styles.numbers}>({formatCount(link.clicks)})</span>
          </li>
        ))}
      </ol>
    </details>
  )
}

function IssueRow({ issue }: { issue: Issue }) {
  return (
    <tr>
      <td>{issue.subject}</td>
      <td className={styles.numbers}>{issue.sentAt ? formatWhen(issue.sentAt) : '—'}</td>
      <td className={styles.numbers}>{formatCount(issue.deliveries)}</td>
      <td className={styles.numbers}>{formatCount(issue.bounces)}</td>
      <td className={styles.numbers}>{formatCount(issue.clicks)}</td>
      <td className={styles.numbers}>{clickRateText(issue.clicks, issue.deliveries)}</td>
      <td className={styles.numbers}>{formatCount(issue.unsubscribes)}</td>
      <td className={styles.numbers}>{opensText(issue.opens)}</td>
      <td>
        <TopLinks links={issue.links} />
      </td>
    </tr>
  )
}

/** Each sent issue of the newsletter: who got it, who clicked what, who left. */
export function NewsletterStats() {
  const newsletter = useNewsletterAnalytics()
  return (
    <section aria-labelledby="analytics-newsletter">
      <h2 id="analytics-newsletter" className={styles.sectionHeading}>
        Newsletter
      </h2>
      {newsletter.isPending && <p role="status">Loading the newsletter’s numbers...</p>}
      {newsletter.isError && (
        <Banner type="error">
          Could not load the newsletter’s numbers: {newsletter.error.message}
        </Banner>
      )}
      {newsletter.data?.issues.length === 0 && (
        <p className={editorial.muted}>
          No issue has been sent yet. Each issue shows up here once it is sent, with its clicks and
          unsubscribes as readers act on it.
        </p>
      )}
      {!!newsletter.data?.issues.length && (
        <EditorialTable labelledBy="analytics-newsletter" columns={COLUMNS}>
          {newsletter.data.issues.map((issue) => (
            <IssueRow key={issue.issueId} issue={issue} />
          ))}
        </EditorialTable>
      )}
    </section>
  )
}
