import Link from 'next/link'

import type { CountedArticle } from '@/contract/dailyCounts'

import { articleEditPath } from '../views'

import type { AdminHref } from './adminHref'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import { openTheArticles } from './nextSteps'

interface Props {
  id: string
  title: string
  unit: 'views' | 'claps'
  articles: CountedArticle[]
  href: AdminHref
}

/** The week's most read or most clapped articles, from the daily counts. */
export function MostCountedPanel({ id, title, unit, articles, href }: Props) {
  return (
    <HomePanel
      id={id}
      title={title}
      empty={
        !articles.length &&
        openTheArticles(
          href,
          `No ${unit} in the last 7 days. Readers count once an article is published.`,
        )
      }
    >
      <ol className={styles.list}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link href={href(articleEditPath(article.id))}>{article.title}</Link>
            <span className={styles.meta}>
              {article.total.toLocaleString('en-GB')} {unit}
            </span>
          </li>
        ))}
      </ol>
    </HomePanel>
  )
}
