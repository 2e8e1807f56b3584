import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { mostCounted, pruneDailyCounts } from '../../cms/src/contract/dailyCounts'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let authorId = ''

beforeAll(async () => {
  await db.connect()
  authorId = (await createAuthor(await testPayload())).id
})
afterAll(() => db.end())

const publishedArticle = async () =>
  createArticle(await testPayload(), authorId, { published: true })

const post = (path: string) =>
  fetch(`${cmsUrl}/api/articles/${path}`, {
    method: 'POST',
    headers: readerHeaders(JSON_HEADERS),
  })

/** Files counts for an article `daysAgo` days before today (UTC), as the counters would have. */
async function plantDay(articleId: string, daysAgo: number, views: number, claps = 0) {
  await db.query(
    `INSERT INTO article_daily_counts (article_id, day, views, claps)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date - $2::int, $3, $4)`,
    [articleId, daysAgo, views, claps],
  )
}

async function daysOf(articleId: string) {
  const { rows } = await db.query<{ ago: number; views: number; claps: number }>(
    `SELECT (now() AT TIME ZONE 'UTC')::date - day AS ago, views, claps
     FROM article_daily_counts WHERE article_id = $1 ORDER BY day`,
    [articleId],
  )
  return rows
}

describe('daily counts per article', () => {
  it('files concurrent views and claps under today, in step with the lifetime counters', async () => {
    const article = await publishedArticle()
    const responses = await Promise.all([
      ...Array.from({ length: 60 }, () => post(`${article.slug}/view`)),
      ...Array.from({ length: 40 }, () => post(`${article.slug}/clap`)),
    ])
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200))
    expect(await daysOf(article.id)).toEqual([{ ago: 0, views: 60, claps: 40 }])
    const { rows } = await db.query<{ views: string; claps: string }>(
      'SELECT views, claps FROM articles WHERE id = $1',
      [article.id],
    )
    expect(rows[0]).toMatchObject({ views: '60', claps: '40' })
  })

  it('adds nothing for an unpublished article', async () => {
    const draft = await createArticle(await testPayload(), authorId, { published: false })
    expect((await post(`${draft.slug}/view`)).status).toBe(404)
    expect(await daysOf(draft.id)).toEqual([])
  })

  it('ranks the last 7 days (today included) and leaves older days out', async () => {
    const [recent, older] = await Promise.all([publishedArticle(), publishedArticle()])
    await plantDay(recent.id, 6, 500_000, 300_000)
    await plantDay(older.id, 7, 900_000, 900_000)
    const payload = await testPayload()
    const mostRead = await mostCounted(payload, 'views', { days: 7, limit: 5 })
    expect(mostRead[0]).toEqual({ id: recent.id, title: recent.title, total: 500_000 })
    expect(mostRead.map((entry) => entry.id)).not.toContain(older.id)
    const mostClapped = await mostCounted(payload, 'claps', { days: 7, limit: 5 })
    expect(mostClapped[0]?.id).toBe(recent.id)
    expect(mostClapped.map((entry) => entry.id)).not.toContain(older.id)
  })

  it('keeps 90 days: the housekeeping prunes older rows', async () => {
    const article = await publishedArticle()
    await plantDay(article.id, 90, 1)
    await plantDay(article.id, 89, 2)
    await pruneDailyCounts(await testPayload())
    expect(await daysOf(article.id)).toEqual([{ ago: 89, views: 2, claps: 0 }])
  })

  it('goes with its article', async () => {
    const article = await publishedArticle()
    await plantDay(article.id, 1, 3)
    await (await testPayload()).delete({ collection: 'articles', id: article.id })
    expect(await daysOf(article.id)).toEqual([])
  })
})
