import Link from 'next/link'

import { ARTICLE_TYPES, type ArticleType } from '@blockwise/shared'

import { searchPageUrl } from '@/lib/search/searchUrl'

import styles from './SearchPage.module.css'

export const TYPE_LABELS: Readonly<Record<ArticleType, string>> = {
  news: 'News',
  opinion: 'Opinion',
  analysis: 'Analysis',
  learn: 'Learn',
}

/** The same words in all articles or in one type: plain links, so the filter needs no script. */
export function TypeFilter({ q, type }: { q: string; type: string | undefined }) {
  const choices = [
    { value: undefined, label: 'All types' },
    ...ARTICLE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
  ]
  return (
    <nav aria-label="Type of article" className={styles.filter}>
      {choices.map(({ value, label }) => (
        <Link
          key={label}
          href={searchPageUrl({ q, type: value })}
          prefetch={false}
          className={styles.filterLink}
          aria-current={value === type ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
