import type { SearchQuery, SearchResult } from '@blockwise/shared'

import { toArticleSummary, type SummarySource } from './articleSummary'
import { searchHits, type Queryable, type SearchPosition } from './searchHits'
import { searchPageRows } from './searchPageRows'
import { snippetHtml } from './searchSnippet'

/** Titles similar to the text are offered for a query of one or two words that matched nothing. */
const SIMILAR_TITLES_MAX_WORDS = 2

export interface SearchPage {
  results: SearchResult[]
  /** Where the next page starts, when there is one. */
  next: SearchPosition | null
  /** What the answer shows, for its surrogate keys. */
  articles: SummarySource[]
}

/**
 * A page of search results, best first: the ranked hits from one statement planned for the words
 * (searchHits.ts), one more than shown to know whether a page follows, and what the page shows of
 * them from another (searchPageRows.ts).
 */
export async function searchArticles(
  database: Queryable,
  query: SearchQuery,
  after: SearchPosition | undefined,
): Promise<SearchPage> {
  const hits = await searchHits(database, {
    text: query.q,
    type: query.type,
    offerSimilarTitles: query.q.split(/\s+/).length <= SIMILAR_TITLES_MAX_WORDS,
    after,
    limit: query.limit + 1,
  })
  const shown = hits.slice(0, query.limit)
  const rows = await searchPageRows(database, shown, query.q)
  const matchedBy = new Map(shown.map((hit) => [hit.id, hit.matchedBy]))
  const results = rows.map(({ article, headline }): SearchResult => ({
    ...toArticleSummary(article),
    snippet: snippetHtml(headline),
    matchedBy: matchedBy.get(article.id) ?? 'words',
  }))
  const last = shown.at(-1)
  return {
    results,
    next: hits.length > query.limit && last ? last : null,
    articles: rows.map((row) => row.article),
  }
}
