import pg from 'pg'

import { statementCount } from './archive'
import { isRender } from './renderCost'

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value]))

/**
 * The oldest published articles: growArchive's, at any size (it writes them older than all
 * there), and never rendered before it grew the archive. Seeded articles, with images and
 * richer bodies, would make a render at 100 articles cost more than one at 100,000.
 */
async function oldestSlugs(databaseUrl: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ slug: string }>(
      'SELECT slug FROM articles WHERE published ORDER BY published_at, id LIMIT $1',
      [count],
    )
    return rows.map((row) => row.slug)
  } finally {
    await db.end()
  }
}

/** Renders before counting: whatever every page shares (settings, authors) is cached by then. */
const WARM_UP_PAGES = 2

export interface RenderStatements {
  renders: number
  perRender: number
}

/** Asks for an article page through the site; whether it was rendered. */
async function renderArticle(siteUrl: string, slug: string): Promise<boolean> {
  const response = await fetch(`${siteUrl}/articles/${slug}`)
  await response.arrayBuffer()
  return response.ok && isRender(headersOf(response))
}

/**
 * SQL statements per article page the site renders: `pages` of growArchive's article pages, never
 * asked for before, one after the other, through the site.
 */
export async function statementsPerArticleRender(
  siteUrl: string,
  databaseUrl: string,
  pages: number,
): Promise<RenderStatements> {
  const slugs = await oldestSlugs(databaseUrl, WARM_UP_PAGES + pages)
  for (const slug of slugs.slice(0, WARM_UP_PAGES)) await renderArticle(siteUrl, slug)
  const start = await statementCount(databaseUrl)
  let renders = 0
  for (const slug of slugs.slice(WARM_UP_PAGES)) {
    if (await renderArticle(siteUrl, slug)) renders += 1
  }
  const statements = (await statementCount(databaseUrl)) - start
  return { renders, perRender: statements / Math.max(1, renders) }
}
