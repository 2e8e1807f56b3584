'use client'

import { Banner, Button, Link } from '@payloadcms/ui'

import editorial from '../editorial.module.css'
import { useAdminHref } from '../useAdminHref'

import styles from './newsletter.module.css'
import { SUBSCRIBERS_CSV_PATH, useSubscriberCounts } from './useNewsletter'

/** How many readers are subscribed, by status, with the CSV export and the full list. */
export function SubscriberSummary() {
  const counts = useSubscriberCounts()
  const adminHref = useAdminHref()
  return (
    <section className={styles.card} aria-labelledby="newsletter-subscribers">
      <h2 id="newsletter-subscribers">Subscribers</h2>
      {counts.isPending && <p role="status">Loading subscribers...</p>}
      {counts.isError && (
        <Banner type="error">Could not count the subscribers: {counts.error.message}</Banner>
      )}
      {counts.data && (
        <dl className={styles.counts}>
          <div>
            <dt>Active</dt>
            <dd>{counts.data.active}</dd>
          </div>
          <div>
            <dt>Pending confirmation</dt>
            <dd>{counts.data.pending}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{counts.data.active + counts.data.pending}</dd>
          </div>
        </dl>
      )}
      <p className={editorial.muted}>
        Only active subscribers get the digest. Pending ones have not opened their confirmation link
        yet and are removed after 48 hours.
      </p>
      <div className={styles.actions}>
        <Button
          el="anchor"
          url={SUBSCRIBERS_CSV_PATH}
          buttonStyle="secondary"
          margin={false}
          extraButtonProps={{ download: '' }}
        >
          Download CSV
        </Button>
        <Link href={adminHref('/collections/newsletters')} prefetch={false}>
          Search the subscriber list
        </Link>
      </div>
    </section>
  )
}
