import { ArticleLink } from '@/components/articles/ArticleLink'
import { formatDate } from '@/components/articles/formatDate'
import { TypeBadge } from '@/components/articles/TypeBadge'
import type { SearchResultView } from '@/lib/search/searchView'

import { Snippet } from './Snippet'
import styles from './SearchPage.module.css'

/** Results as a compact list: title, type, date and the passage that matched. */
export function SearchResultList({ results }: { results: SearchResultView[] }) {
  return (
    <ol className={styles.results}>
      {results.map((result) => (
        <li key={result.id} className={styles.result}>
          <h3 className={styles.resultTitle}>
            <ArticleLink slug={result.slug}>{result.title}</ArticleLink>
          </h3>
          <p className={styles.meta}>
            <TypeBadge type={result.articleType} className={styles.badge} />
            {result.publishedAt && (
              <time dateTime={result.publishedAt}>{formatDate(result.publishedAt)}</time>
            )}
            <span>{result.readTime} min read</span>
          </p>
          <Snippet markup={result.snippet} className={styles.snippet} />
        </li>
      ))}
    </ol>
  )
}
