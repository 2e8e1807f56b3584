import { beforeAll, describe, expect, inject, it } from 'vitest'

import { ARTICLE_SUMMARY_FIELDS, articleListSchema } from '@blockwise/shared'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')

/** One author's articles published an hour apart, 06:00 to 10:00 on 2024-05-01 (UTC). */
let author = ''
const byHour = new Map<number, string>()

const get = (query: string) =>
  fetch(`${cmsUrl}/api/articles?author=${author}&${query}`, {
    headers: { 'cache-control': 'no-cache' },
  })

async function ids(query: string): Promise<string[]> {
  const response = await get(query)
  expect(response.status).toBe(200)
  return articleListSchema.parse(await response.json()).map((article) => article.id)
}

const hours = (...list: number[]) => list.map((hour) => byHour.get(hour))

async function refusal(query: string): Promise<string> {
  const response = await get(query)
  expect(response.status).toBe(400)
  return ((await response.json()) as { error: string }).error
}

beforeAll(async () => {
  const payload = await testPayload()
  const created = await createAuthor(payload)
  author = created.slug
  for (const hour of [6, 7, 8, 9, 10]) {
    const article = await createArticle(payload, created.id, { published: true })
    await payload.db.pool.query('UPDATE articles SET published_at = $1 WHERE id = $2', [
      `2024-05-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
      article.id,
    ])
    byHour.set(hour, article.id)
  }
}, 60_000)

describe('GET /api/articles since/until', () => {
  it('keeps articles published at or after since and before until', async () => {
    expect(await ids('since=2024-05-01T07:00:00Z&until=2024-05-01T09:00:00Z')).toEqual(hours(8, 7))
    expect(await ids('since=2024-05-01T09:00:00.000Z')).toEqual(hours(10, 9))
    expect(await ids('until=2024-05-01T07:00:00Z')).toEqual(hours(6))
  })

  it('reads offsets as instants', async () => {
    expect(
      await ids('since=2024-05-01T10:00:00%2B02:00&until=2024-05-01T10:30:00%2B02:00'),
    ).toEqual(hours(8))
  })

  it('pages by cursor within the window, and refuses the cursor for another window', async () => {
    const window = 'since=2024-05-01T06:30:00Z&until=2024-05-01T10:00:00Z'
    const first = await get(`${window}&limit=2`)
    const cursor = first.headers.get('x-next-cursor') ?? ''
    expect(articleListSchema.parse(await first.json()).map((article) => article.id)).toEqual(
      hours(9, 8),
    )
    expect(await ids(`${window}&limit=2&cursor=${cursor}`)).toEqual(hours(7))
    const other = await get(`since=2024-05-01T06:00:00Z&limit=2&cursor=${cursor}`)
    expect(other.status).toBe(400)
  })

  it('refuses an empty window and what is not a date-time', async () => {
    expect(await refusal('since=2024-05-01T09:00:00Z&until=2024-05-01T09:00:00Z')).toBe(
      'since must be before until',
    )
    expect(await refusal('since=2024-05-01T10:00:00Z&until=2024-05-01T09:00:00Z')).toBe(
      'since must be before until',
    )
    expect(await refusal('since=yesterday')).toMatch(/^Invalid query parameter since: .*ISO 8601/)
    expect(await refusal('until=2024-05-01')).toMatch(/ISO 8601/)
  })
})

describe('GET /api/articles fields', () => {
  it('answers each article as its full summary reduced to the fields, in the schema’s order', async () => {
    const full = (await (await get('')).json()) as Array<Record<string, unknown>>
    const response = await get('fields=title,id,tagSlugs')
    expect(response.status).toBe(200)
    const projected = (await response.json()) as Array<Record<string, unknown>>
    expect(projected).toEqual(
      full.map((article) => ({ id: article.id, title: article.title, tagSlugs: article.tagSlugs })),
    )
    expect(Object.keys(projected[0] ?? {})).toEqual(['id', 'title', 'tagSlugs'])
  })

  it('keeps the paging of the full list', async () => {
    const response = await get('fields=slug&limit=2')
    expect(response.headers.get('x-next-cursor')).toBeTruthy()
    expect(response.headers.get('link')).toContain('fields=slug')
  })

  it('accepts every documented property', async () => {
    const response = await get(`fields=${ARTICLE_SUMMARY_FIELDS.join(',')}`)
    expect(response.status).toBe(200)
  })

  it('refuses an unknown or empty property', async () => {
    expect(await refusal('fields=id,content')).toMatch(
      /"content" is not an ArticleSummary property/,
    )
    expect(await refusal('fields=')).toMatch(/none empty/)
    expect(await refusal('fields=id,,title')).toMatch(/none empty/)
  })
})
