import Link from 'next/link'

import type { QueuedArticle } from '@/collections/Articles/review/reviewState'

import { articleEditPath } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import { openTheArticles } from './nextSteps'

/** The contributors' drafts waiting for an editor: approve (publish or schedule) or send back. */
export function ReviewQueuePanel({ queue, href }: { queue: QueuedArticle[]; href: AdminHref }) {
  return (
    <HomePanel
      id="home-review-queue"
      title="Review queue"
      empty={!queue.length && openTheArticles(href, 'Nothing waits for review.')}
    >
      <ul className={styles.list}>
        {queue.map((article) => (
          <li key={article.id}>
            <Link href={href(articleEditPath(article.id))}>{article.title}</Link>
            <span className={styles.meta}>
              {[
                article.requestedBy && `from ${article.requestedBy}`,
                article.requestedAt && formatWhen(article.requestedAt),
                article.scheduledFor && `scheduled ${formatWhen(article.scheduledFor)}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </HomePanel>
  )
}
