import Link from 'next/link'

import { articleEditPath } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import { openTheArticles } from './nextSteps'
import type { ScheduledArticle } from './scheduledArticles'

const ACTION = { publish: 'Publishes', unpublish: 'Unpublishes' } as const

export function ScheduledPanel({
  scheduled,
  href,
}: {
  scheduled: ScheduledArticle[]
  href: AdminHref
}) {
  return (
    <HomePanel
      id="home-scheduled"
      title="Scheduled"
      empty={
        !scheduled.length &&
        openTheArticles(
          href,
          'Nothing is scheduled. Schedule a publish from an article’s Publish menu.',
        )
      }
    >
      <ul className={styles.list}>
        {scheduled.map((job) => (
          <li key={job.jobId}>
            <Link href={href(articleEditPath(job.articleId))}>{job.title}</Link>
            <span className={styles.meta}>
              {ACTION[job.action]} {formatWhen(job.at)}
            </span>
          </li>
        ))}
      </ul>
    </HomePanel>
  )
}
