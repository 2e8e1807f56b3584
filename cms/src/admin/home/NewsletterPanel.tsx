import { EDITORIAL_VIEWS } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import type { NewsletterOutlook } from './newsletterOutlook'

export function NewsletterPanel({
  outlook: { subscribers, nextDigest },
  href,
}: {
  outlook: NewsletterOutlook
  href: AdminHref
}) {
  return (
    <HomePanel
      id="home-newsletter"
      title="Newsletter"
      more={{ href: href(EDITORIAL_VIEWS.newsletter.path), label: 'Preview and send the digest' }}
    >
      <ul className={styles.list}>
        <li>
          <span>Active subscribers</span>
          <span>{subscribers.active}</span>
        </li>
        <li>
          <span>Pending confirmation</span>
          <span>{subscribers.pending}</span>
        </li>
        <li>
          <span>Next digest</span>
          <span>{formatWhen(nextDigest.dueAt)}</span>
        </li>
        <li>
          <span>Articles it would carry now</span>
          <span>{nextDigest.articles}</span>
        </li>
      </ul>
      {!nextDigest.newThisWeek && (
        <p className={styles.empty}>
          Nothing was published this week: no digest goes out until something is.
        </p>
      )}
    </HomePanel>
  )
}
