import { EDITORIAL_VIEWS } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import type { IncompleteGenerations } from './incompleteGenerations'

export function IncompletePanel({
  incomplete,
  href,
}: {
  incomplete: IncompleteGenerations
  href: AdminHref
}) {
  const monitor = href(EDITORIAL_VIEWS.incompleteArticles.path)
  return (
    <HomePanel
      id="home-incomplete"
      title="Incomplete AI generations"
      empty={
        incomplete.total
          ? undefined
          : {
              text: 'Every generation finished.',
              href: href(EDITORIAL_VIEWS.generateArticle.path),
              label: 'Generate an article',
            }
      }
      more={{ href: monitor, label: `Open the monitor (${incomplete.total})` }}
    >
      <ul className={styles.list}>
        {incomplete.newest.map((record) => (
          <li key={record.id}>
            <span>{record.articleTitle}</span>
            <span className={styles.meta}>{formatWhen(record.createdAt)}</span>
          </li>
        ))}
      </ul>
    </HomePanel>
  )
}
