import Link from 'next/link'

import { ARTICLE_TYPES } from '@blockwise/shared'

import { SECTION_PATHS } from '@/components/articles/TypeBadge'
import { SEARCH_PATH } from '@/lib/search/searchUrl'
import type { SearchView } from '@/lib/search/searchView'

import { SearchResultList } from './SearchResultList'
import styles from './SearchPage.module.css'
import { TYPE_LABELS } from './TypeFilter'

const SECTIONS = ARTICLE_TYPES.map((type) => ({
  href: SECTION_PATHS[type],
  label: TYPE_LABELS[type],
}))

type Results = Extract<SearchView['outcome'], { kind: 'results' }>

function Prompt() {
  return (
    <p className={styles.notice}>
      Type a word or two about what you are looking for. Put a phrase in quotes to find it as it is,
      and a minus before a word to leave out articles that contain it.
    </p>
  )
}

function NoResults({ q, outcome }: { q: string; outcome: Results }) {
  if (outcome.more) {
    return (
      <p className={styles.notice}>
        No more results for “{q}”.{' '}
        <Link href={`${SEARCH_PATH}?${outcome.firstQuery}`}>Back to the first results</Link>
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

function Results({ q, outcome }: { q: string; outcome: Results }) {
  if (outcome.results.length === 0) return <NoResults q={q} outcome={outcome} />
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={styles.resultsTitle}>
        {outcome.similar
          ? `No articles contain “${q}”. Did you mean one of these articles about a word like it?`
          : outcome.more
            ? `More results for “${q}”`
            : `Results for “${q}”`}
      </h2>
      <SearchResultList results={outcome.results} />
      {outcome.nextQuery && (
        <p className={styles.more}>
          <Link
            href={`${SEARCH_PATH}?${outcome.nextQuery}`}
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

/** What a search found, or why there is nothing to show (null: no words were given). */
export function SearchOutcome({ view }: { view: SearchView | null }) {
  if (!view) return <Prompt />
  const { outcome } = view
  if (outcome.kind === 'unavailable') {
    return (
      <p role="alert" className={styles.notice}>
        Search is not available right now. Please try again in a moment.
      </p>
    )
  }
  if (outcome.kind === 'refused') {
    return (
      <p role="alert" className={styles.notice}>
        {outcome.message}
      </p>
    )
  }
  return <Results q={view.q} outcome={outcome} />
}
