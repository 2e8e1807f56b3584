import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleListSchema, errorBodySchema } from '@blockwise/shared'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let draftSlug = ''
let publishedSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  const author = await createAuthor(payload)
  publishedSlug = (
    await createArticle(payload, author.id, { published: true, articleType: 'learn' })
  ).slug
  draftSlug = (await createArticle(payload, author.id, { published: false })).slug
})

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cmsUrl}/api/articles${query}`, { headers })
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

  it('shows drafts to editors', async () => {
    const editor = await authHeaders(cmsUrl, TEST_EDITOR)
    const slugs = (await list('?published=false', editor)).map((article) => article.slug)
    expect(slugs).toContain(draftSlug)
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

  it('answers a bad query with a 400 and an error message', async () => {
    for (const query of ['?limit=abc', '?limit=0', '?published=maybe', '?articleType=gossip']) {
      const response = await fetch(`${cmsUrl}/api/articles${query}`)
      expect(response.status).toBe(400)
      expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
  })
})
