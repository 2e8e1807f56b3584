import type { Payload } from 'payload'

import type { SearchQuery, SearchResult } from '@blockwise/shared'

import { toArticleSummary } from './articleSummary'
import { loadPublishedSummaries } from './publishedSummaries'
import { searchHits, type SearchPosition } from './searchHits'
import { snippetHtml } from './searchSnippet'

/** Titles similar to the text are offered for a query of one or two words that matched nothing. */
const SIMILAR_TITLES_MAX_WORDS = 2

export interface SearchPage {
  results: SearchResult[]
  /** Where the next page starts, when there is one. */
  next: SearchPosition | null
  /** What the answer shows, for its surrogate keys. */
  articles: Parameters<typeof toArticleSummary>[0][]
}

/**
 * A page of search results, best first. The ranked ids come from one SQL statement over published
 * articles, and the articles from another (loadPublishedSummaries).
 */
export async function searchArticles(
  payload: Payload,
  query: SearchQuery,
  after: SearchPosition | undefined,
): Promise<SearchPage> {
  const hits = await searchHits(payload, {
    text: query.q,
    type: query.type,
    offerSimilarTitles: query.q.split(/\s+/).length <= SIMILAR_TITLES_MAX_WORDS,
    after,
    limit: query.limit + 1,
  })
  const shown = hits.slice(0, query.limit)
  // The hits are published articles, which every caller may see.
  const docs = await loadPublishedSummaries(
    payload.db.pool,
    shown.map((hit) => hit.id),
  )
  const byId = new Map(docs.map((article) => [article.id, article]))
  const results: SearchResult[] = []
  const articles: SearchPage['articles'] = []
  for (const hit of shown) {
    const article = byId.get(hit.id)
    if (!article) continue
    articles.push(article)
    results.push({
      ...toArticleSummary(article),
      snippet: snippetHtml(hit.headline),
      matchedBy: hit.matchedBy,
    })
  }
  const last = shown.at(-1)
  return { results, next: hits.length > query.limit && last ? last : null, articles }
}
