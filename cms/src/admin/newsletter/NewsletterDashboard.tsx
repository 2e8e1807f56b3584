'use client'

import { Button } from '@payloadcms/ui'
import { useRef } from 'react'

import editorial from '../editorial.module.css'

import { DigestPreview } from './DigestPreview'
import styles from './newsletter.module.css'
import { PastIssues } from './PastIssues'
import { SubscriberSummary } from './SubscriberSummary'
import { useIssues, useRefreshNewsletter } from './useNewsletter'

/**
 * The editors' newsletter screen: this week's digest (preview, test, send), its subscribers and the
 * past issues.
 */
export function NewsletterDashboard() {
  // Until when the past issues are followed after "Send now" (the send job starts within seconds).
  const followUntil = useRef(0)
  const issues = useIssues(followUntil)
  const refresh = useRefreshNewsletter()

  return (
    <div className={`${editorial.page} ${styles.page}`}>
      <div className={editorial.header}>
        <div>
          <h1>Newsletter</h1>
          <p className={editorial.muted}>
            The weekly digest is proposed a day before the day and hour set in Site settings and
            goes out then, once an editor has approved it. Read it here, curate and approve it, send
            yourself a test, or send it now.
          </p>
        </div>
        <Button buttonStyle="secondary" margin={false} onClick={() => void refresh()}>
          Refresh
        </Button>
      </div>
      <div className={styles.columns}>
        <DigestPreview followUntil={followUntil} issues={issues.data} />
        <SubscriberSummary />
      </div>
      <PastIssues issues={issues} />
    </div>
  )
}
