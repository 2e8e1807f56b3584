import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { articleListSchema } from '@blockwise/shared'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * Each tag's timeline (migration `tag_timelines`), which a tag's list reads instead of checking the
 * tags of every newer article, holds exactly the published articles of each tag with their dates,
 * whatever Payload does to articles and tags, and lists a tag as the articles themselves order it.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })

beforeAll(() => db.connect())
afterAll(() => db.end())

const rowsOf = async (statement: string) =>
  (await db.query<{ row: string }>(`SELECT row::text FROM (${statement}) row ORDER BY 1`)).rows.map(
    (row) => row.row,
  )

/** The timeline as it is, and as the articles and their relations say it must be. */
async function expectTimelineInStep(step: string) {
  const kept = await rowsOf(
    'SELECT tag_id, article_id, published_at, created_at FROM article_tag_timeline',
  )
  const derived = await rowsOf(`SELECT DISTINCT r.tags_id, a.id, a.published_at, a.created_at
    FROM articles a JOIN articles_rels r ON r.parent_id = a.id AND r.path = 'tags'
    WHERE a.published AND r.tags_id IS NOT NULL`)
  expect(kept, step).toEqual(derived)
}

async function listed(path: string): Promise<{ slugs: string[]; cursor: string | null }> {
  const response = await fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache' } })
  expect(response.status, path).toBe(200)
  const articles = articleListSchema.parse(await response.json())
  return {
    slugs: articles.map((article) => article.slug),
    cursor: response.headers.get('x-next-cursor'),
  }
}

describe('a tag’s timeline', () => {
  it('stays in step with every change Payload makes to articles and tags', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const tag = (name: string) =>
      payload.create({
        collection: 'tags',
        data: { name: `Timeline ${name} ${uniqueSuffix()}`, slug: '', count: 0 },
      })
    const [first, second] = [await tag('first'), await tag('second')]
    await expectTimelineInStep('before')

    const article = await createArticle(payload, author.id, {
      published: true,
      tags: [first.id, second.id],
    })
    const draft = await createArticle(payload, author.id, { published: false, tags: [first.id] })
    await expectTimelineInStep('published with two tags, a draft with one')

    const update = (id: string, data: Record<string, unknown>) =>
      payload.update({ collection: 'articles', id, data })
    await update(article.id, { tags: [second.id] })
    await expectTimelineInStep('a tag taken off')
    await update(article.id, { publishedAt: '2020-01-01T00:00:00.000Z' })
    await expectTimelineInStep('republished earlier')
    await update(article.id, { published: false })
    await expectTimelineInStep('unpublished')
    await update(article.id, { published: true, tags: [first.id, second.id] })
    await update(draft.id, { published: true })
    await expectTimelineInStep('published again, and the draft')

    await payload.delete({ collection: 'tags', id: second.id })
    await expectTimelineInStep('a tag deleted')
    await payload.delete({ collection: 'articles', id: draft.id })
    await expectTimelineInStep('an article deleted')
  })

  it('lists a tag as the articles order it, by page and by cursor, ties included', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Timeline list ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    // Two share a publishedAt: the order falls back on createdAt, then id.
    const dates = ['2025-03-01', '2025-02-01', '2025-02-01', '2025-01-01', '2024-12-01']
    for (const date of dates) {
      await createArticle(payload, author.id, {
        published: true,
        publishedAt: `${date}T00:00:00.000Z`,
        tags: [tag.id],
      })
    }
    await createArticle(payload, author.id, { published: false, tags: [tag.id] })
    const { rows } = await db.query<{ slug: string }>(
      `SELECT a.slug FROM articles a WHERE a.published AND EXISTS (SELECT 1 FROM articles_rels r
         WHERE r.parent_id = a.id AND r.path = 'tags' AND r.tags_id = $1)
       ORDER BY a.published_at DESC NULLS FIRST, a.created_at DESC, a.id DESC`,
      [tag.id],
    )
    const expected = rows.map((row) => row.slug)
    expect(expected).toHaveLength(dates.length)

    expect((await listed(`/api/articles?tag=${tag.slug}`)).slugs).toEqual(expected)
    const byPage = [1, 2, 3].map((page) => `/api/articles?tag=${tag.slug}&limit=2&page=${page}`)
    const pages = await Promise.all(byPage.map(listed))
    expect(pages.flatMap((page) => page.slugs)).toEqual(expected)

    const walked: string[] = []
    let cursor: string | null = null
    do {
      const query = new URLSearchParams({ tag: tag.slug, limit: '2', ...(cursor && { cursor }) })
      const page = await listed(`/api/articles?${query}`)
      walked.push(...page.slugs)
      cursor = page.cursor
    } while (cursor)
    expect(walked).toEqual(expected)
    const since = await listed(`/api/articles?tag=${tag.slug}&since=2025-02-01T00:00:00.000Z`)
    expect(since.slugs).toEqual(expected.slice(0, 3))
  })
})
