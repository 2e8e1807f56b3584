import Link from 'next/link'

import { articleEditPath } from '../views'

import type { AdminHref } from './adminHref'
import type { DraftInProgress } from './draftsInProgress'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import { generateAnArticle } from './nextSteps'

export function DraftsPanel({ drafts, href }: { drafts: DraftInProgress[]; href: AdminHref }) {
  return (
    <HomePanel
      id="home-drafts"
      title="Drafts in progress"
      empty={!drafts.length && generateAnArticle(href, 'No drafts.')}
      more={{ href: href('/collections/articles'), label: 'All articles' }}
    >
      <ul className={styles.list}>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link href={href(articleEditPath(draft.id))}>{draft.title}</Link>
            <span className={styles.meta}>
              {draft.status}, edited {formatWhen(draft.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </HomePanel>
  )
}
