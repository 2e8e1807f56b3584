import pg from 'pg'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { articleListSchema } from '@blockwise/shared'

import { growArchive } from '../bench/archive'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * The deep pages of the whole list and of a section are read by number (article_list_positions,
 * kept by triggers): after every kind of change an article goes through, each list's numbers are
 * exactly its published articles in the lists' order, and its pages by number are the pages the
 * articles' own order gives.
 */
const cmsUrl = inject('cmsUrl')
const databaseUrl = inject('databaseUrl')
const db = new pg.Client({ connectionString: databaseUrl })

/** Every article this file made: one is left published without a date, above every list. */
const made: string[] = []

beforeAll(() => db.connect())
afterAll(async () => {
  await db.query("DELETE FROM articles WHERE slug LIKE 'archive-%' OR id = ANY($1::uuid[])", [made])
  await db.end()
})

/**
 * Rows where a section's numbers differ from its articles counted in the lists' order, compared
 * in one statement (one snapshot, whatever other files write meanwhile).
 */
const MISNUMBERED = `
  WITH expected AS (
    SELECT l.list, a.id AS article_id, row_number() OVER (
      PARTITION BY l.list ORDER BY coalesce(a.published_at, 'infinity'), a.created_at, a.id
    )::int AS position
    FROM articles a CROSS JOIN LATERAL (VALUES ('all'),
      ('type:' || a.article_type::text), (CASE WHEN a.featured THEN 'featured' END)) AS l(list)
    WHERE a.published AND l.list IS NOT NULL
  ), kept AS (SELECT list, article_id, position FROM article_list_positions)
  (SELECT 'missing' AS problem, * FROM expected EXCEPT SELECT 'missing', * FROM kept)
  UNION ALL
  (SELECT 'stray', * FROM kept EXCEPT SELECT 'stray', * FROM expected)`

async function expectNumberedAsListed(after: string) {
  const { rows } = await db.query(MISNUMBERED)
  expect(rows, after).toEqual([])
}

/** Every page of a section by number, and as the articles' own order gives it. */
async function expectPagesAlike(section: string) {
  const read = async (query: string) => {
    const response = await fetch(`${cmsUrl}/api/articles?${query}`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status, query).toBe(200)
    return articleListSchema.parse(await response.json()).map((article) => article.slug)
  }
  for (const sort of ['-publishedAt', 'publishedAt'])
    for (let page = 1; page <= 4; page++) {
      const query = `${section}&sort=${sort}&limit=2&page=${page}`
      // Updated since the epoch narrows nothing, and sends the list through the articles' order.
      expect(await read(query), query).toEqual(
        await read(`${query}&updatedSince=1970-01-01T00:00:00Z`),
      )
    }
}

it('numbers the whole list and every section as their articles are listed, whatever happens to them', async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
  const analysis = async (minutesAgo: number) => {
    const article = await createArticle(payload, author.id, {
      articleType: 'analysis',
      published: true,
      publishedAt: at(minutesAgo),
    })
    made.push(article.id)
    return article
  }
  const [newest, middle, oldest] = [await analysis(1), await analysis(60), await analysis(600)]
  await expectNumberedAsListed('published')
  await expectPagesAlike('articleType=analysis')
  await expectPagesAlike('published=true')

  const update = (id: string, data: Record<string, unknown>) =>
    payload.update({ collection: 'articles', id, data })
  await update(newest.id, { publishedAt: at(100_000) })
  await expectNumberedAsListed('backdated')
  await update(oldest.id, { published: false })
  await expectNumberedAsListed('unpublished')
  await update(middle.id, { articleType: 'learn', featured: true })
  await expectNumberedAsListed('moved to another section and featured')
  await expectPagesAlike('featured=true')
  await update(middle.id, { featured: false })
  await expectNumberedAsListed('no longer featured')
  await payload.delete({ collection: 'articles', id: newest.id })
  await expectNumberedAsListed('deleted')
  await db.query('UPDATE articles SET published_at = NULL WHERE id = $1', [middle.id])
  await expectNumberedAsListed('published without a date')
  await expectPagesAlike('articleType=learn')

  // Ten publications at once, each in its own transaction: no number is taken twice.
  await Promise.all(Array.from({ length: 10 }, (_, index) => analysis(index % 3)))
  await expectNumberedAsListed('published concurrently')
  // A whole archive written in one statement, older than everything, is numbered once.
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM articles')
  await growArchive(databaseUrl, (rows[0]?.count ?? 0) + 40)
  await expectNumberedAsListed('an archive written at once')
  await expectPagesAlike('published=true')
  await expectPagesAlike('articleType=news')
  await expectPagesAlike('articleType=analysis')
}, 120_000)
