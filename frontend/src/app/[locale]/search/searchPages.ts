import { cache } from 'react'

import { renderedSearch } from '@/compat/nextRenderedSearch'
import { searchArticles, type SearchAnswer } from '@/lib/cms/search'
import { getSiteSettings, type SiteSettings } from '@/lib/cms/siteSettings'
import { valuesWithDates } from '@/lib/pageTemplates/articleCardLeaves'
import type { CardedPageKind } from '@/lib/pageTemplates/cardedTemplates'
import { SPECIMEN_MARK } from '@/lib/pageTemplates/specimenMark.mjs'
import { specimenPage } from '@/lib/pageTemplates/specimenPages'
import { specimenOf, specimenToken, type Json } from '@/lib/pageTemplates/specimens'
import { searchPageUrl, searchQueryString, type SearchPageQuery } from '@/lib/search/searchUrl'
import { searchView, type SearchOutcomeView, type SearchView } from '@/lib/search/searchView'

type Results = Extract<SearchOutcomeView, { kind: 'results' }>

/** A search that found results (or none), as its page shows it, with the site's settings. */
export interface SearchResultsContent {
  query: SearchPageQuery
  view: SearchView & { outcome: Results }
  settings: SiteSettings
}

async function answerOrFailure(query: SearchPageQuery): Promise<SearchAnswer | null> {
  try {
    return await searchArticles(query)
  } catch (error) {
    console.error('Search failed:', error)
    return null
  }
}

/** The view of the search for `query`, or null when it has no words (the page asks for some). */
async function searchViewOf(query: SearchPageQuery): Promise<SearchView | null> {
  if (!query.q.trim()) return null
  return searchView(query, await answerOrFailure(query))
}

/**
 * What the page of a search shows (null: no words), asked once by its metadata and its body.
 * While a template is made, the specimen registered at the page's address (specimenPages.ts).
 */
export const searchViewAt = cache(
  async (q: string, type?: string, cursor?: string): Promise<SearchView | null> => {
    const query = { q, type, cursor }
    const specimen = await specimenPage<SearchResultsContent>(searchPageUrl(query))
    return specimen ? specimen.view : searchViewOf(query)
  },
)

/**
 * The page of a search at `/search?{queryString}` that answered with results (or none), or null
 * for any other page. Only for the query as the page's form and links write it (searchQueryString:
 * a browser's form writes it so too): Next's state of the page holds the query as it came, which a
 * template can only write as the page's form would.
 */
export async function getSearchResultsContent(
  queryString: string,
): Promise<SearchResultsContent | null> {
  const params = new URLSearchParams(queryString)
  const query = {
    q: params.get('q') ?? '',
    type: params.get('type') || undefined,
    cursor: params.get('cursor') || undefined,
  }
  if (searchQueryString(query) !== queryString) return null
  const [view, settings] = await Promise.all([searchViewOf(query), getSiteSettings()])
  if (view?.outcome.kind !== 'results') return null
  return { query, view: { ...view, outcome: view.outcome }, settings }
}

/** The query as Next's state of the page holds it besides (compat/nextRenderedSearch.ts). */
const routerQuery = (query: SearchPageQuery) => renderedSearch(searchQueryString(query))

/** What the page shows besides its results, as leaves (specimens.ts). */
const frameLeaves = ({ view }: SearchResultsContent) => ({
  q: view.q,
  titleWords: view.titleWords,
  articleType: view.articleType,
  filterQueries: view.filterQueries,
  similar: view.outcome.similar,
  more: view.outcome.more,
  firstQuery: view.outcome.firstQuery,
  nextQuery: view.outcome.nextQuery,
})

type FrameLeaves = ReturnType<typeof frameLeaves>

const cards = ({ view }: SearchResultsContent) =>
  view.outcome.results.map((result) => ({ card: result }))

type Card = ReturnType<typeof cards>[number]

/** A cursor no reader's page has: a specimen of a further page of results carries it. */
const SPECIMEN_CURSOR = `${SPECIMEN_MARK}cursor`

/**
 * The holes of the page's query in Next's state of the page: as the address has it, and as Next
 * writes it again (routerQuery).
 */
const PAGE_QUERY = 'pageQuery'
const ROUTER_QUERY = 'routerQuery'

/**
 * A search's results pages as templates make them (docs/decisions/0026): a frame of the words in
 * each of their forms, and a card for each result, its snippet written as HTML.
 */
export const searchResultsTemplates: CardedPageKind<SearchResultsContent> = {
  name: 'search results',
  frameLeaves,
  cards,
  cardElement: 'li',
  eagerCards: 0,
  frameValues: (content) =>
    valuesWithDates(frameLeaves(content))
      .set(PAGE_QUERY, searchQueryString(content.query))
      .set(ROUTER_QUERY, routerQuery(content.query)),
  rawHoles: new Set(['$.card.snippet']),
  specimen: (content, variant) => {
    const counter = { count: 0 }
    const specimen = <T>(leaves: T) =>
      specimenOf(leaves as Json, specimenToken(), variant, counter) as unknown as T
    const frame = specimen(frameLeaves(content))
    const results = cards(content).map((card) => specimen<Card>(card).card)
    const { similar, more, firstQuery, nextQuery, ...shown } = frame satisfies FrameLeaves
    // Two words: the page's query is then written three ways (`a b`, `a+b`, `a%20b`), each a
    // hole of its own.
    const q = `${shown.q} ${shown.q}`
    const view = {
      ...shown,
      q,
      outcome: { kind: 'results' as const, similar, more, firstQuery, nextQuery, results },
    }
    const query = {
      q,
      type: view.articleType || undefined,
      cursor: more ? SPECIMEN_CURSOR : undefined,
    }
    return { content: { ...content, query, view }, path: searchPageUrl(query) }
  },
  fixed: (content) => JSON.stringify(content.settings),
}
