import { ARTICLE_TYPES, type ArticleType, type SearchResult } from '@blockwise/shared'

import type { SearchAnswer } from '../cms/search'

import { searchQueryString, type SearchPageQuery } from './searchUrl'
import { snippetMarkup } from './snippet'

/** The type filter's choices, in the order it shows them: all types first. */
export const TYPE_FILTER_CHOICES = [undefined, ...ARTICLE_TYPES] as const

/** How much of the words a page's title shows. */
const TITLE_QUERY_MAX = 60

/** One result as the page shows it. */
export interface SearchResultView {
  id: string
  slug: string
  title: string
  articleType: ArticleType
  publishedAt: string | null
  readTime: number
  /** HTML: escaped text with the matched words in <mark> (snippetMarkup). */
  snippet: string
}

/** What the search found, or why there is nothing to show. */
export type SearchOutcomeView =
  | { kind: 'unavailable' }
  | { kind: 'refused'; message: string }
  | {
      kind: 'results'
      /** No article holds the words: titles like them are offered. */
      similar: boolean
      /** A page after the first (a cursor was given). */
      more: boolean
      /** The query of the first page of these results. */
      firstQuery: string
      /** The query of the next page, '' when there is none. */
      nextQuery: string
      results: SearchResultView[]
    }

/**
 * What a search results page shows, each value in every form the page writes it: the words as
 * typed, cut for the page's title, and within the links' queries. The page derives none of them,
 * so that a template of the page has a hole for each form (decision 0026).
 */
export interface SearchView {
  q: string
  titleWords: string
  /** The type filter's choice, '' for all types. */
  articleType: ArticleType | ''
  /** The query of each of the type filter's links (TYPE_FILTER_CHOICES). */
  filterQueries: string[]
  outcome: SearchOutcomeView
}

const resultView = (result: SearchResult): SearchResultView => ({
  id: result.id,
  slug: result.slug,
  title: result.title,
  articleType: result.articleType,
  publishedAt: result.publishedAt,
  readTime: result.readTime,
  snippet: snippetMarkup(result.snippet),
})

function outcomeView(query: SearchPageQuery, answer: SearchAnswer | null): SearchOutcomeView {
  if (!answer) return { kind: 'unavailable' }
  if (answer.kind === 'refused') return answer
  return {
    kind: 'results',
    similar: answer.results[0]?.matchedBy === 'similar-title',
    more: Boolean(query.cursor),
    firstQuery: searchQueryString({ q: query.q }),
    nextQuery: answer.nextCursor ? searchQueryString({ ...query, cursor: answer.nextCursor }) : '',
    results: answer.results.map(resultView),
  }
}

/**
 * The page of a search for words (`query.q` not blank), with the CMS's `answer` (null when the
 * search failed).
 */
export function searchView(query: SearchPageQuery, answer: SearchAnswer | null): SearchView {
  const words = query.q.trim()
  const type = ARTICLE_TYPES.find((choice) => choice === query.type)
  return {
    q: query.q,
    titleWords: words.length > TITLE_QUERY_MAX ? `${words.slice(0, TITLE_QUERY_MAX)}…` : words,
    articleType: type ?? '',
    filterQueries: TYPE_FILTER_CHOICES.map((choice) =>
      searchQueryString({ q: query.q, type: choice }),
    ),
    outcome: outcomeView(query, answer),
  }
}
