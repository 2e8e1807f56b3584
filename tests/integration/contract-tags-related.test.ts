import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  articleListSchema,
  authorSchema,
  tagListSchema,
  tagSchema,
  type ArticleSummary,
} from '@blockwise/shared'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const suffix = uniqueSuffix()
const tagIds = { shared: '', alone: '' }
const slugs = { target: '', older: '', newer: '', draft: '' }

const get = (path: string) =>
  fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache' } })
const slugsOf = (articles: ArticleSummary[]) => articles.map((article) => article.slug)

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const tag = (name: string, description?: string) =>
    payload.create({ collection: 'tags', data: { name, slug: '', description, count: 0 } })
  tagIds.shared = (await tag(`Related Shared ${suffix}`, 'What the related articles share.')).id
  tagIds.alone = (await tag(`Related Alone ${suffix}`)).id
  const article = async (tags: string[], publishedAt: string, published = true) => {
    const created = await createArticle(payload, author.id, { published, tags })
    await payload.db.pool.query('UPDATE articles SET published_at = $1 WHERE id = $2', [
      publishedAt,
      created.id,
    ])
    return created.slug
  }
  slugs.older = await article([tagIds.shared], '2020-01-01T00:00:00.000Z')
  slugs.newer = await article([tagIds.shared, tagIds.alone], '2020-02-01T00:00:00.000Z')
  slugs.target = await article([tagIds.shared], '2020-03-01T00:00:00.000Z')
  slugs.draft = await article([tagIds.shared], '2020-04-01T00:00:00.000Z', false)
}, 60_000)

describe('GET /api/articles/{slug}/related', () => {
  it('lists articles sharing a tag newest first, then fills up with the newest others', async () => {
    const response = await get(`/api/articles/${slugs.target}/related?limit=4`)
    expect(response.status).toBe(200)
    const related = slugsOf(articleListSchema.parse(await response.json()))
    expect(related.slice(0, 2)).toEqual([slugs.newer, slugs.older])
    const newest = slugsOf(
      articleListSchema.parse(await (await get('/api/articles?limit=10')).json()),
    )
    const fill = newest.filter((slug) => ![slugs.target, slugs.newer, slugs.older].includes(slug))
    expect(related.slice(2)).toEqual(fill.slice(0, 2))
    expect(related).not.toContain(slugs.target)
    expect(related).not.toContain(slugs.draft)
  })

  it('gives READ_MORE_COUNT by default and refuses a bad limit', async () => {
    const response = await get(`/api/articles/${slugs.target}/related`)
    expect(slugsOf(articleListSchema.parse(await response.json()))).toEqual([
      slugs.newer,
      slugs.older,
    ])
    for (const limit of ['0', '13', 'x']) {
      const refused = await get(`/api/articles/${slugs.target}/related?limit=${limit}`)
      expect(refused.status).toBe(400)
    }
    expect((await get(`/api/articles/${slugs.target}/related?other=1`)).status).toBe(400)
  })

  it('is 404 for an article the reader may not see', async () => {
    for (const slug of [slugs.draft, 'no-such-article', 'Not%20A%20Slug']) {
      const response = await get(`/api/articles/${slug}/related`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    }
  })
})

describe('GET /api/tags', () => {
  it('lists every tag by name with its description and published count', async () => {
    const response = await get('/api/tags')
    expect(response.status).toBe(200)
    expect(response.headers.get('surrogate-key')).toContain('list-api-tags')
    const tags = tagListSchema.parse(await response.json())
    const positions = [tagIds.alone, tagIds.shared].map((id) => tags.findIndex((t) => t.id === id))
    expect(positions[0]).toBeLessThan(positions[1]!)
    expect(positions[0]).toBeGreaterThanOrEqual(0)
    expect(tags.find((tag) => tag.id === tagIds.shared)).toMatchObject({
      slug: `related-shared-${suffix}`,
      description: 'What the related articles share.',
      count: 3,
    })
    expect(tags.find((tag) => tag.id === tagIds.alone)).toMatchObject({
      description: null,
      count: 1,
    })
  })

  it('answers one tag by slug, and 404 for an unknown one', async () => {
    const response = await get(`/api/tags/related-alone-${suffix}`)
    expect(response.status).toBe(200)
    expect(tagSchema.parse(await response.json())).toMatchObject({ id: tagIds.alone })
    for (const slug of ['no-such-tag', 'UPPER', '%27%20OR%201%3D1']) {
      const missing = await get(`/api/tags/${slug}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'Tag not found' })
    }
    expect((await fetch(`${cmsUrl}/api/tags`, { method: 'POST' })).status).toBe(405)
  })
})

describe('authors’ slug and bio', () => {
  it('derives a unique slug from the name and shows slug and bio in the contract', async () => {
    const payload = await testPayload()
    const name = `Same Name ${suffix}`
    const first = await createAuthor(payload, { name, bio: 'Writes about wallets.' })
    const second = await createAuthor(payload, { name })
    expect([first.slug, second.slug]).toEqual([`same-name-${suffix}`, `same-name-${suffix}-2`])
    const answer = authorSchema.parse(await (await get(`/api/authors/${first.id}`)).json())
    expect(answer).toMatchObject({ slug: first.slug, bio: 'Writes about wallets.' })
    expect(authorSchema.parse(await (await get(`/api/authors/${second.id}`)).json()).bio).toBeNull()
  })

  it('lets editors edit slug and bio, and readers write neither', async () => {
    const author = await createAuthor(await testPayload())
    const body = JSON.stringify({ slug: `Renamed ${suffix}`, bio: 'A new bio.' })
    const anonymous = await fetch(`${cmsUrl}/cms-api/authors/${author.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(anonymous.status).toBeGreaterThanOrEqual(401)
    expect(anonymous.status).toBeLessThanOrEqual(403)
    const edited = await fetch(`${cmsUrl}/cms-api/authors/${author.id}`, {
      method: 'PATCH',
      headers: await editorHeaders(cmsUrl),
      body,
    })
    expect(edited.status).toBe(200)
    const answer = authorSchema.parse(await (await get(`/api/authors/${author.id}`)).json())
    expect(answer).toMatchObject({ slug: `renamed-${suffix}`, bio: 'A new bio.' })
  })
})
