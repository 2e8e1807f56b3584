import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleListSchema, errorBodySchema } from '@blockwise/shared'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let draftSlug = ''
let publishedSlug = ''
let featuredSlug = ''
let featuredDraftSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  const author = await createAuthor(payload)
  publishedSlug = (
    await createArticle(payload, author.id, { published: true, articleType: 'learn' })
  ).slug
  draftSlug = (await createArticle(payload, author.id, { published: false })).slug
  featuredSlug = (await createArticle(payload, author.id, { published: true, featured: true })).slug
  featuredDraftSlug = (await createArticle(payload, author.id, { featured: true })).slug
})

/** Writes here are made from the test's own process, so lists are asked for fresh. */
async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cmsUrl}/api/articles${query}`, {
    headers: { 'cache-control': 'no-cache', ...headers },
  })
  expect(response.status).toBe(200)
  return articleListSchema.parse(await response.json())
}

describe('GET /api/articles', () => {
  it('never shows drafts to anonymous readers, whatever the query says', async () => {
    for (const query of ['', '?published=false', '?published=true']) {
      const slugs = (await list(query)).map((article) => article.slug)
      expect(slugs).not.toContain(draftSlug)
    }
    expect((await list('?published=true')).map((article) => article.slug)).toContain(publishedSlug)
  })

  it('shows drafts to editors, leaving out those too incomplete to describe', async () => {
    const payload = await testPayload()
    // What autosave saves when an editor opens "Create New" and picks an author first.
    const untitled = await payload.create({
      collection: 'articles',
      draft: true,
      data: { authorId: (await createAuthor(payload)).id },
    })
    const editor = await authHeaders(cmsUrl, TEST_EDITOR)
    const listed = await list('?published=false', editor)
    expect(listed.map((article) => article.slug)).toContain(draftSlug)
    expect(listed.map((article) => article.id)).not.toContain(untitled.id)
  })

  it('is newest first and honours articleType and limit', async () => {
    const all = await list('?published=true')
    const dates = all.map((article) => article.publishedAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      (await list('?published=true&articleType=learn')).every((a) => a.articleType === 'learn'),
    ).toBe(true)
    expect(await list('?published=true&limit=1')).toHaveLength(1)
  })

  it('lists only featured articles for featured=true (the Featured page)', async () => {
    const featured = await list('?published=true&featured=true')
    const slugs = featured.map((article) => article.slug)
    expect(slugs).toContain(featuredSlug)
    expect(slugs).not.toContain(publishedSlug)
    expect(slugs).not.toContain(featuredDraftSlug)
    expect(featured.every((article) => article.featured && article.published)).toBe(true)
    const notFeatured = (await list('?published=true&featured=false')).map((a) => a.slug)
    expect(notFeatured).toContain(publishedSlug)
    expect(notFeatured).not.toContain(featuredSlug)
  })

  it('answers a bad query with a 400 and an error message', async () => {
    for (const query of ['?limit=abc', '?limit=0', '?published=maybe', '?articleType=gossip']) {
      const response = await fetch(`${cmsUrl}/api/articles${query}`)
      expect(response.status).toBe(400)
      expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
  })
})

describe('readers share article lists', () => {
  const sharedList = async (query: string) =>
    articleListSchema.parse(await (await fetch(`${cmsUrl}/api/articles${query}`)).json())

  it('serves anonymous readers the same list until a change is committed in the CMS', async () => {
    const query = '?published=true&articleType=learn'
    const first = await sharedList(query)
    const payload = await testPayload()
    const author = await createAuthor(payload)
    // Written from this process, which the CMS does not hear about: readers keep the shared list.
    const unseen = await createArticle(payload, author.id, {
      published: true,
      articleType: 'learn',
    })
    expect((await sharedList(query)).map((article) => article.slug)).toEqual(
      first.map((article) => article.slug),
    )
    expect((await list(query)).map((article) => article.slug)).toContain(unseen.slug)

    // Written through the CMS: the shared list is dropped once the change is committed.
    const editor = await authHeaders(cmsUrl, TEST_EDITOR)
    const response = await fetch(`${cmsUrl}/cms-api/articles/${unseen.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: 'A learn article edited through the CMS' }),
    })
    expect(response.status).toBe(200)
    await expect
      .poll(async () => (await sharedList(query)).map((article) => article.slug))
      .toContain(unseen.slug)
  })
})
