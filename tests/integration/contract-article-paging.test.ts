import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleListSchema, type ArticleSummary } from '@blockwise/shared'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')

/** One author's archive: ties on publishedAt (and on createdAt) that only the id orders. */
let authorSlug = ''
let otherAuthorSlug = ''
let draftId = ''
const expected: string[] = []
let tagged = { first: '', second: '', tagSlugs: [] as string[], tagNames: [] as string[] }

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache', ...headers } })
}

async function list(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers)
  expect(response.status).toBe(200)
  return { response, articles: articleListSchema.parse(await response.json()) }
}

const ids = (articles: ArticleSummary[]) => articles.map((article) => article.id)

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  const author = await createAuthor(payload)
  authorSlug = author.slug
  otherAuthorSlug = (await createAuthor(payload)).slug
  const tag = (name: string) =>
    payload.create({ collection: 'tags', data: { name, slug: '', count: 0 } })
  const suffix = author.slug.split('-').at(-1)
  const zeta = await tag(`Paging Zeta ${suffix}`)
  const alpha = await tag(`Paging Alpha ${suffix}`)
  tagged.tagSlugs = [zeta.slug, alpha.slug]
  tagged.tagNames = [zeta.name, alpha.name]
  // Timestamps are set last: saving an article again would move it.
  const tagsOf = [[zeta.id, alpha.id], [alpha.id]]
  const created = []
  for (let index = 0; index < 7; index++)
    created.push(
      await createArticle(payload, author.id, { published: true, tags: tagsOf[index] ?? [] }),
    )
  draftId = (await createArticle(payload, author.id, { published: false })).id
  // Three share a publishedAt, two of them a createdAt too; the rest are a minute apart.
  const stamps = ['09:00', '09:00', '09:00', '08:59', '08:58', '08:58', '08:57']
  for (const [index, article] of created.entries()) {
    const createdAt = `2024-03-01T10:0${Math.max(index, 1)}:00.000Z`
    await payload.db.pool.query(
      'UPDATE articles SET published_at = $1, created_at = $2 WHERE id = $3',
      [`2024-03-01T${stamps[index]}:00.000Z`, createdAt, article.id],
    )
  }
  const { rows } = await payload.db.pool.query<{ id: string }>(
    `SELECT id FROM articles WHERE author_id_id = $1 AND published
     ORDER BY published_at DESC, created_at DESC, id DESC`,
    [author.id],
  )
  expected.push(...rows.map((row) => row.id))

  tagged = { ...tagged, first: created[0]!.id, second: created[1]!.id }
}, 60_000)

describe('GET /api/articles paging', () => {
  it('walks an author’s whole list by cursor with no duplicates or gaps, ties included', async () => {
    const walked: string[] = []
    let path: string | null = `/api/articles?author=${authorSlug}&limit=2`
    while (path) {
      const { response, articles } = await list(path)
      walked.push(...ids(articles))
      const cursor = response.headers.get('x-next-cursor')
      const link = response.headers.get('link')
      if (!cursor) {
        expect(link).toBeNull()
        path = null
        continue
      }
      expect(link).toBe(
        `</api/articles?author=${authorSlug}&limit=2&cursor=${encodeURIComponent(cursor)}>; rel="next"`,
      )
      path = link!.slice(1, link!.indexOf('>'))
    }
    expect(walked).toEqual(expected)
  })

  it('walks the same list by page number, and tells there is a next page', async () => {
    const walked: string[] = []
    for (let page = 1; page <= 4; page++) {
      const { response, articles } = await list(
        `/api/articles?author=${authorSlug}&limit=2&page=${page}`,
      )
      walked.push(...ids(articles))
      expect(response.headers.has('x-next-cursor')).toBe(page < 4)
      if (page < 4) expect(response.headers.get('link')).not.toContain('page=')
    }
    expect(walked).toEqual(expected)
    expect((await list(`/api/articles?author=${authorSlug}&limit=2&page=5`)).articles).toEqual([])
  })

  it('continues a page-number answer by its cursor', async () => {
    const { response } = await list(`/api/articles?author=${authorSlug}&limit=3&page=1`)
    const next = await list(response.headers.get('link')!.slice(1).split('>')[0]!)
    expect(ids(next.articles)).toEqual(expected.slice(3, 6))
  })

  it('walks the whole published archive by cursor as it lists at once', async () => {
    const { articles: whole } = await list('/api/articles?published=true&limit=100')
    const walked: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
      const { response, articles } = await list(`/api/articles?published=true&limit=7${query}`)
      walked.push(...ids(articles))
      cursor = response.headers.get('x-next-cursor')
    } while (cursor && walked.length < 100)
    expect(walked.slice(0, whole.length)).toEqual(ids(whole))
    expect(new Set(walked).size).toBe(walked.length)
  })

  it('puts an editor’s drafts without a publishedAt first, and walks past them', async () => {
    const editor = await authHeaders(cmsUrl, TEST_EDITOR)
    const walked: string[] = []
    let path: string | null = `/api/articles?author=${authorSlug}&limit=1`
    while (path) {
      const { response, articles } = await list(path, editor)
      walked.push(...ids(articles))
      const link = response.headers.get('link')
      path = link ? link.slice(1, link.indexOf('>')) : null
    }
    expect(walked).toEqual([draftId, ...expected])
  })
})

describe('GET /api/articles filters', () => {
  it('filters by author and tag slug; an unknown slug lists nothing', async () => {
    expect(ids((await list(`/api/articles?author=${authorSlug}`)).articles)).toEqual(expected)
    expect((await list(`/api/articles?author=${otherAuthorSlug}`)).articles).toEqual([])
    expect((await list('/api/articles?author=nobody-at-all')).articles).toEqual([])
    const [zeta, alpha] = tagged.tagSlugs
    expect(ids((await list(`/api/articles?tag=${alpha}`)).articles)).toEqual(
      expected.filter((id) => id === tagged.first || id === tagged.second),
    )
    expect(ids((await list(`/api/articles?tag=${zeta}&author=${authorSlug}`)).articles)).toEqual([
      tagged.first,
    ])
    expect((await list(`/api/articles?tag=${zeta}&author=${otherAuthorSlug}`)).articles).toEqual([])
    expect((await list('/api/articles?tag=no-such-tag')).articles).toEqual([])
  })

  it('gives tagSlugs in the order of the tags’ names', async () => {
    const { articles } = await list(`/api/articles?author=${authorSlug}`)
    const first = articles.find((article) => article.id === tagged.first)
    expect(first).toMatchObject({ tags: tagged.tagNames, tagSlugs: tagged.tagSlugs })
  })
})

describe('GET /api/articles refuses hostile cursors', () => {
  const invalid = { error: 'Invalid cursor' }

  it.each([
    ['garbage', 'garbage'],
    ['5,000 characters', 'a'.repeat(5000)],
    ['valid base64 of the wrong shape', `${Buffer.from('{"a":1}').toString('base64url')}.AAAA`],
    ['SQL', "' OR 1=1; DROP TABLE articles; --"],
    ['empty', ''],
    ['a dot only', '.'],
    ['unicode', 'ünïcødé.ü'],
  ])('%s → 400', async (_name, cursor) => {
    const response = await get(`/api/articles?cursor=${encodeURIComponent(cursor)}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(invalid)
  })

  it('refuses a tampered cursor and another query’s cursor', async () => {
    const { response } = await list(`/api/articles?author=${authorSlug}&limit=2`)
    const cursor = response.headers.get('x-next-cursor')!
    const [body, mac] = cursor.split('.')
    const forged = Buffer.from(
      JSON.stringify([null, '2099-01-01T00:00:00.000Z', expected[0]]),
    ).toString('base64url')
    for (const bad of [`${forged}.${mac}`, `${body}x.${mac}`, `${body}.${mac}x`]) {
      const answer = await get(
        `/api/articles?author=${authorSlug}&cursor=${encodeURIComponent(bad)}`,
      )
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual(invalid)
    }
    for (const other of [
      '?published=true',
      `?author=${otherAuthorSlug}`,
      `?tag=${tagged.tagSlugs[0]}`,
    ]) {
      const answer = await get(`/api/articles${other}&cursor=${encodeURIComponent(cursor)}`)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual(invalid)
    }
    // The same list with another page size continues it.
    expect((await get(`/api/articles?author=${authorSlug}&limit=5&cursor=${cursor}`)).status).toBe(
      200,
    )
  })

  it('refuses cursor with page, and pages out of range', async () => {
    const { response } = await list(`/api/articles?author=${authorSlug}&limit=2`)
    const cursor = encodeURIComponent(response.headers.get('x-next-cursor')!)
    const both = await get(`/api/articles?author=${authorSlug}&limit=2&page=2&cursor=${cursor}`)
    expect(both.status).toBe(400)
    expect(await both.json()).toEqual({ error: 'Use either cursor or page, not both' })
    for (const page of ['0', '10001', '1.5', 'two', '-1']) {
      const answer = await get(`/api/articles?page=${page}`)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /^Invalid query parameter page/,
      )
    }
  })
})
