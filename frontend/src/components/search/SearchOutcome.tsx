import Link from 'next/link'

import { ARTICLE_TYPES } from '@blockwise/shared'

import { SECTION_PATHS } from '@/components/articles/TypeBadge'
import { searchArticles, type SearchAnswer } from '@/lib/cms/search'
import { searchPageUrl, type SearchPageQuery } from '@/lib/search/searchUrl'

import { SearchResultList } from './SearchResultList'
import styles from './SearchPage.module.css'
import { TYPE_LABELS } from './TypeFilter'

const SECTIONS = ARTICLE_TYPES.map((type) => ({
  href: SECTION_PATHS[type],
  label: TYPE_LABELS[type],
}))

function Prompt() {
  return (
    <p className={styles.notice}>
      Type a word or two about what you are looking for. Put a phrase in quotes to find it as it is,
      and a minus before a word to leave out articles that contain it.
    </p>
  )
}

function NoResults({ q, more }: { q: string; more: boolean }) {
  if (more) {
    return (
      <p className={styles.notice}>
        No more results for “{q}”.{' '}
        <Link href={searchPageUrl({ q })}>Back to the first results</Link>
      </p>
    )
  }
  return (
    <div className={styles.notice}>
      <h2 className={styles.noticeTitle}>No articles match “{q}”</h2>
      <ul>
        <li>Check the spelling.</li>
        <li>Try fewer words, or more general ones.</li>
        <li>
          Or browse a section:{' '}
          {SECTIONS.map((section, index) => (
            <span key={section.href}>
              {index > 0 && ', '}
              <Link href={section.href}>{section.label}</Link>
            </span>
          ))}
          .
        </li>
      </ul>
    </div>
  )
}

async function answerOrFailure(query: SearchPageQuery): Promise<SearchAnswer | null> {
  try {
    return await searchArticles(query)
  } catch (error) {
    console.error('Search failed:', error)
    return null
  }
}

/** What a search found, or why there is nothing to show. */
export async function SearchOutcome(query: SearchPageQuery) {
  if (!query.q.trim()) return <Prompt />
  const answer = await answerOrFailure(query)
  if (!answer) {
    return (
      <p role="alert" className={styles.notice}>
        Search is not available right now. Please try again in a moment.
      </p>
    )
  }
  if (answer.kind === 'refused') {
    return (
      <p role="alert" className={styles.notice}>
        {answer.message}
      </p>
    )
  }
  const { results, nextCursor } = answer
  if (results.length === 0) return <NoResults q={query.q} more={Boolean(query.cursor)} />
  const similar = results[0]?.matchedBy === 'similar-title'
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={styles.resultsTitle}>
        {similar
          ? `No articles contain “${query.q}”. Did you mean one of these titles like yours?`
          : query.cursor
            ? `More results for “${query.q}”`
            : `Results for “${query.q}”`}
      </h2>
      <SearchResultList results={results} />
      {nextCursor && (
        <p className={styles.more}>
          <Link
            href={searchPageUrl({ ...query, cursor: nextCursor })}
            prefetch={false}
            rel="next"
            className="button"
          >
            More results
          </Link>
        </p>
      )}
    </section>
  )
}
