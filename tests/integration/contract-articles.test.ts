import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleSchema } from '@blockwise/shared'

import { createArticle, createAuthor } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let publishedSlug = ''
let draftSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Detail ${Date.now()}`, slug: '', count: 0 },
  })
  publishedSlug = (
    await createArticle(payload, author.id, {
      published: true,
      tags: [tag.id],
      content: lexicalParagraphs('First paragraph.', 'Second paragraph.'),
    })
  ).slug
  draftSlug = (await createArticle(payload, author.id)).slug
})

describe('GET /api/articles/{slug}', () => {
  it('returns the article with its HTML body', async () => {
    const response = await fetch(`${cmsUrl}/api/articles/${publishedSlug}`)
    expect(response.status).toBe(200)
    const article = articleSchema.parse(await response.json())
    expect(article.slug).toBe(publishedSlug)
    expect(article.content).toBe('<p>First paragraph.</p><p>Second paragraph.</p>')
    expect(article.tags).toHaveLength(1)
  })

  it('hides drafts from readers but shows them to editors', async () => {
    const anonymous = await fetch(`${cmsUrl}/api/articles/${draftSlug}`)
    expect(anonymous.status).toBe(404)
    expect(await anonymous.json()).toEqual({ error: 'Article not found' })
    const editor = await fetch(`${cmsUrl}/api/articles/${draftSlug}`, {
      headers: await editorHeaders(cmsUrl),
    })
    expect(editor.status).toBe(200)
  })

  it.each(['no-such-article', 'UPPER-case', "x'%20OR%201=1", 'a'.repeat(300)])(
    'answers 404 for %s',
    async (slug) => {
      const response = await fetch(`${cmsUrl}/api/articles/${slug}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    },
  )
})

describe('the rest of /api', () => {
  it('answers unknown paths with the 404 envelope', async () => {
    const response = await fetch(`${cmsUrl}/api/no/such/thing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('answers methods a route does not serve with 405 and Allow', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/articles', 'GET'],
      ['PUT', `/api/articles/${publishedSlug}`, 'GET'],
      ['GET', '/api/newsletter/subscribe', 'POST'],
      ['POST', '/api/authors', 'GET'],
    ] as const) {
      const response = await fetch(`${cmsUrl}${path}`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      expect(await response.json()).toEqual({ error: 'Method not allowed' })
    }
  })
})
