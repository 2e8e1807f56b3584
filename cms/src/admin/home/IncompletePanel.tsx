import { EDITORIAL_VIEWS } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import type { IncompleteGenerations } from './incompleteGenerations'
import { generateAnArticle } from './nextSteps'

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
      empty={!incomplete.total && generateAnArticle(href, 'Every generation finished.')}
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
