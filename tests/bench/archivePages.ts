import pg from 'pg'

import { SECTION_PAGE_SIZE } from '@blockwise/shared'

import { SEARCH_QUERIES } from './searchQueries'

/**
 * The archive's pages of each kind that a crawler or a reader from a search engine asks for: each
 * call of a kind's `nextPath` picks one at random, so the site's caches mostly miss.
 */
export interface ArchivePages {
  article: () => string
  tag: () => string
  author: () => string
  /** Pages 400 to 600 of the four sections (around page 500: articles 11,977 to 12,000). */
  deepSection: () => string
  search: () => string
  glossaryTerm: () => string
}

const SECTION_PATHS = ['/news', '/opinions', '/analysis', '/learn']
const DEEP_PAGES = { from: 400, to: 600 }

const randomIndex = (length: number) => Math.floor(Math.random() * length)
const pickFrom = <T>(items: readonly T[]): T => {
  const item = items[randomIndex(items.length)]
  if (item === undefined) throw new Error('Nothing to pick from')
  return item
}
/**
 * The items in a random order, one after the other, starting again once all are taken: no page
 * is asked for twice before every other one has been, so a few thousand of them stay uncached.
 */
function inRandomTurn<T>(items: readonly T[]): () => T {
  const order = items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item)
  let next = 0
  return () => {
    const item = order[next++ % order.length]
    if (item === undefined) throw new Error('Nothing to take')
    return item
  }
}

const pageOf = (slugPath: string, page: number) =>
  page === 1 ? slugPath : `${slugPath}/page/${page}`

interface Listing {
  slug: string
  articles: number
}

/** A listing's page at random among those it has (SECTION_PAGE_SIZE articles each). */
const randomListingPage = (base: string, listings: readonly Listing[]) => () => {
  const listing = pickFrom(listings)
  const pages = Math.max(1, Math.ceil(listing.articles / SECTION_PAGE_SIZE))
  return pageOf(`${base}/${listing.slug}`, 1 + randomIndex(pages))
}

/** Reads what exists from the database: every published article, tag, author and glossary term. */
export async function archivePages(databaseUrl: string): Promise<ArchivePages> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const slugs = async (sql: string) =>
      (await db.query<{ slug: string }>(sql)).rows.map((row) => row.slug)
    const listings = async (sql: string) =>
      (await db.query<{ slug: string; articles: string }>(sql)).rows
        .map((row) => ({ slug: row.slug, articles: Number(row.articles) }))
        .filter((listing) => listing.articles > 0)
    const articles = await slugs('SELECT slug FROM articles WHERE published')
    const tags = await listings('SELECT slug, count AS articles FROM tags')
    const authors = await listings(
      `SELECT au.slug, count(a.id) AS articles FROM authors au
       JOIN articles a ON a.author_id_id = au.id AND a.published GROUP BY au.slug`,
    )
    const terms = await slugs('SELECT slug FROM glossary')
    return {
      article: () => `/articles/${pickFrom(articles)}`,
      tag: randomListingPage('/tags', tags),
      author: randomListingPage('/authors', authors),
      deepSection: () =>
        pageOf(
          pickFrom(SECTION_PATHS),
          DEEP_PAGES.from + randomIndex(DEEP_PAGES.to - DEEP_PAGES.from + 1),
        ),
      search: () => `/search?${new URLSearchParams({ q: pickFrom(SEARCH_QUERIES) })}`,
      glossaryTerm: (() => {
        const nextTerm = inRandomTurn(terms)
        return () => `/glossary/${nextTerm()}`
      })(),
    }
  } finally {
    await db.end()
  }
}
