import Link from 'next/link'

import type { ArticleType } from '@blockwise/shared'

import { SEARCH_PATH } from '@/lib/search/searchUrl'
import { TYPE_FILTER_CHOICES } from '@/lib/search/searchView'

import styles from './SearchPage.module.css'

export const TYPE_LABELS: Readonly<Record<ArticleType, string>> = {
  news: 'News',
  opinion: 'Opinion',
  analysis: 'Analysis',
  learn: 'Learn',
}

interface TypeFilterProps {
  /** The query of each choice's link, in TYPE_FILTER_CHOICES order (SearchView). */
  queries: string[]
  /** The choice shown, '' for all types. */
  type: ArticleType | ''
}

/** The same words in all articles or in one type: plain links, so the filter needs no script. */
export function TypeFilter({ queries, type }: TypeFilterProps) {
  return (
    <nav aria-label="Type of article" className={styles.filter}>
      {TYPE_FILTER_CHOICES.map((value, index) => (
        <Link
          key={value ?? 'all'}
          href={`${SEARCH_PATH}?${queries[index]}`}
          prefetch={false}
          className={styles.filterLink}
          aria-current={(value ?? '') === type ? 'page' : undefined}
        >
          {value ? TYPE_LABELS[value] : 'All types'}
        </Link>
      ))}
    </nav>
  )
}
