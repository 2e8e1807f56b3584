import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { Payload } from 'payload'

import { articleEditPath } from '../views'

import { adminHrefOf } from './adminHref'
import { contributorArticles } from './contributorArticles'
import type { EditorialUser } from './editorialUser'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'

/** A contributor's landing page: their own articles and where each stands in review. */
export async function ContributorHome({
  payload,
  user,
}: {
  payload: Payload
  user: NonNullable<EditorialUser>
}) {
  const articles = await contributorArticles(payload, user)
  const href = adminHrefOf(payload)
  return (
    <Gutter>
      <main>
        <h1>Your articles</h1>
        <div className={styles.grid}>
          <HomePanel
            id="home-own-articles"
            title="Your drafts and submissions"
            empty={
              !articles.length && {
                text: 'You have not written an article yet.',
                href: href('/collections/articles/create'),
                label: 'Write one',
              }
            }
            more={{ href: href('/collections/articles'), label: 'All articles' }}
          >
            <ul className={styles.list}>
              {articles.map((article) => (
                <li key={article.id}>
                  <Link href={href(articleEditPath(article.id))}>{article.title}</Link>
                  <span className={styles.meta}>
                    {article.state}, edited {formatWhen(article.updatedAt)}
                  </span>
                </li>
              ))}
            </ul>
          </HomePanel>
        </div>
      </main>
    </Gutter>
  )
}
