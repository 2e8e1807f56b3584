import pg from 'pg'

import { READ_MORE_COUNT } from '@blockwise/shared'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { growArchive, statementCount } from '../bench/archive'
import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const databaseUrl = inject('databaseUrl')
/** Past the one-second list sharing, so every request reaches the database. */
const FRESH = { 'cache-control': 'no-cache' }
/** Enough requests that a stray statement from another backend rounds away. */
const REQUESTS = 60

const db = new pg.Client({ connectionString: databaseUrl })

beforeAll(() => db.connect())
afterAll(async () => {
  await db.query("DELETE FROM articles WHERE slug LIKE 'archive-%'")
  await db.end()
})

/**
 * Queries PostgreSQL ran for each request to each path (pg_stat_statements), one path after the
 * other; each reading also starts the next window.
 */
async function queriesPerRequest(paths: string[]): Promise<number[]> {
  const perRequest: number[] = []
  let before = await statementCount(databaseUrl)
  for (const path of paths) {
    for (let request = 0; request < REQUESTS; request++) {
      // Each as another reader: 200 searches are more than one client's budget.
      const response = await fetch(`${cmsUrl}${path}`, {
        headers: { ...FRESH, ...readerHeaders() },
      })
      expect(response.status).toBe(200)
    }
    const after = await statementCount(databaseUrl)
    // Less the one statement of the reading that took `before`.
    perRequest.push((after - before - 1) / REQUESTS)
    before = after
  }
  return perRequest
}

/**
 * The smoke version of the benchmark's scaling check: the article list, an article and
 * its Read More, and a search cost a fixed, small number of queries however big the archive is —
 * no N+1, no query per row.
 */
it('a list, an article and its Read More, and a search cost the same few queries with 300 more articles', async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  // Tagged, like the grown archive's articles: a page with tags reads them with one more query.
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Query count ${Date.now()}`, slug: '', count: 0 },
  })
  const word = `qc${Date.now().toString(36)}`
  const { slug } = await createArticle(payload, author.id, {
    published: true,
    tags: [tag.id],
    title: `Query count ${word}`,
  })
  // Another with the tag, so that Read More has articles to load at either size.
  await createArticle(payload, author.id, { published: true, tags: [tag.id] })
  // The last is what the site asks for to render an article page (article-render-budget).
  const paths = [
    '/api/articles?published=true',
    `/api/articles/${slug}`,
    `/api/articles/${slug}/related?limit=${READ_MORE_COUNT}`,
    `/api/search?q=${word}&limit=10`,
    `/api/articles/${slug}/reading`,
  ]

  const small = await queriesPerRequest(paths)
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM articles')
  await growArchive(databaseUrl, (rows[0]?.count ?? 0) + 300)
  // 300 new rows call for autovacuum's ANALYZE: done here, it has nothing left to do in a window.
  await db.query('VACUUM ANALYZE articles')
  const large = await queriesPerRequest(paths)

  // The statistics count every backend, so a window may hold a few stray queries (the jobs
  // runner's): spread over the window's requests they round away, a query per row does not.
  large.forEach((perRequest, index) => {
    expect(Math.round(perRequest), paths[index]).toBeGreaterThan(0)
    expect(Math.round(perRequest), paths[index]).toBeLessThanOrEqual(5)
    expect(Math.round(perRequest), paths[index]).toBe(Math.round(small[index]!))
  })
  expect(Math.round(large[0]!), 'a reader’s list is one statement').toBe(1)
  expect(Math.round(large.at(-1)!), 'a reader’s article page read is one statement').toBe(1)
  expect(Math.round(large.at(-2)!), 'a search is its ranked page and what the page shows').toBe(2)
}, 180_000)
