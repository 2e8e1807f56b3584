import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { EXCERPT_REQUIRED, EXCERPT_TOO_LONG } from '@blockwise/shared'

import {
  articleData,
  createArticle,
  createAuthor,
  fieldMessages,
  restCreateArticle,
} from '../support/fixtures'
import { lexicalParagraphs, words } from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let authorId: string
let editor: Record<string, string>

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  authorId = (await createAuthor(payload)).id
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
})

const restCreate = (body: Record<string, unknown>) => restCreateArticle(cmsUrl, editor, body)

describe('excerpt rule (docs/product.md#validation)', () => {
  it.each([
    ['missing', undefined, EXCERPT_REQUIRED],
    ['blank', '   ', EXCERPT_REQUIRED],
    ['41 words', words(41), EXCERPT_TOO_LONG],
  ])('rejects a %s excerpt through the Local API', async (_case, excerpt, message) => {
    const payload = await testPayload()
    await expect(createArticle(payload, authorId, { excerpt })).rejects.toMatchObject({
      data: { errors: [{ path: 'excerpt', message }] },
    })
  })

  it.each([
    ['missing', undefined, EXCERPT_REQUIRED],
    ['41 words', words(41), EXCERPT_TOO_LONG],
  ])('rejects a %s excerpt through REST with a 400', async (_case, excerpt, message) => {
    const { status, body } = await restCreate(articleData(authorId, { excerpt }))
    expect(status).toBe(400)
    expect(fieldMessages(body)).toEqual([message])
  })

  it('accepts exactly 40 words', async () => {
    const { status } = await restCreate(articleData(authorId, { excerpt: words(40) }))
    expect(status).toBe(201)
  })
})

describe('slug', () => {
  it('is generated from the title and kept unique', async () => {
    const payload = await testPayload()
    const title = `Bitcoin Halving Explained ${Date.now()}`
    const first = await createArticle(payload, authorId, { title })
    const second = await createArticle(payload, authorId, { title })
    expect(first.slug).toBe(`bitcoin-halving-explained-${title.split(' ').pop()}`)
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('refuses a slug another article already holds', async () => {
    const payload = await testPayload()
    const existing = await createArticle(payload, authorId)
    const { status, body } = await restCreate(articleData(authorId, { slug: existing.slug }))
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('slug')
  })
})

describe('derived fields', () => {
  it('computes readTime from the content when absent', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, {
      content: lexicalParagraphs(words(450)),
    })
    expect(article.readTime).toBe(3)
    expect(article.contentHtml).toContain('<p>word1 word2')
  })

  it('keeps a readTime the writer states', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, { readTime: 7 })
    expect(article.readTime).toBe(7)
  })

  it('serves the HTML of a 10,000-word article', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, {
      content: lexicalParagraphs(...Array.from({ length: 100 }, () => words(100))),
    })
    expect(article.contentHtml?.length).toBeGreaterThan(40_000)
    expect(article.readTime).toBe(50)
  })

  it('keeps the served HTML in step with the content and strips scripts', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, {
      content: lexicalParagraphs('<script>alert(1)</script> first version'),
    })
    expect(article.contentHtml).not.toContain('<script>')
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { content: lexicalParagraphs('second version') },
    })
    expect(updated.contentHtml).toBe('<p>second version</p>')
  })

  it('stamps publishedAt and status when an article becomes published', async () => {
    const payload = await testPayload()
    const draft = await createArticle(payload, authorId)
    expect(draft.status).toBe('draft')
    expect(draft.publishedAt ?? null).toBeNull()
    const before = Date.now()
    const live = await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { published: true },
    })
    expect(live.status).toBe('published')
    expect(new Date(live.publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('does not let a client set counters or status', async () => {
    const { status, body } = await restCreate(
      articleData(authorId, { claps: 999, views: 999, status: 'published' }),
    )
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ claps: 0, views: 0, status: 'draft' })
  })
})

describe('tag counts', () => {
  it('count the published articles carrying each tag', async () => {
    const payload = await testPayload()
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Tag ${Date.now()}`, slug: '', count: 0 },
    })
    const countOf = async () => (await payload.findByID({ collection: 'tags', id: tag.id })).count
    expect(tag.slug).toMatch(/^tag-\d+$/)

    const article = await createArticle(payload, authorId, { tags: [tag.id], published: true })
    expect(await countOf()).toBe(1)
    await createArticle(payload, authorId, { tags: [tag.id] })
    expect(await countOf()).toBe(1)
    await payload.update({ collection: 'articles', id: article.id, data: { published: false } })
    expect(await countOf()).toBe(0)
    await payload.update({ collection: 'articles', id: article.id, data: { published: true } })
    expect(await countOf()).toBe(1)
    await payload.delete({ collection: 'articles', id: article.id })
    expect(await countOf()).toBe(0)
  })
})

// The rules above hold for integrators too: the same cases through Payload's native REST API.
describe('article rules through /cms-api REST', () => {
  async function rest<T>(method: string, path: string, body?: unknown) {
    const response = await fetch(`${cmsUrl}/cms-api${path}`, {
      method,
      headers: editor,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const created = async (overrides: Record<string, unknown>) => {
    const { status, body } = await restCreate(articleData(authorId, overrides))
    expect(status).toBe(201)
    if (!body.doc) throw new Error('no document in the answer')
    return body.doc
  }
  type Doc<T> = { doc: T }
  interface Tag {
    id: string
    slug: string
    count: number
  }
  interface Published {
    status: string
    publishedAt?: string | null
  }

  it('rejects a blank excerpt with the documented message', async () => {
    const { status, body } = await restCreate(articleData(authorId, { excerpt: '   ' }))
    expect(status).toBe(400)
    expect(fieldMessages(body)).toEqual([EXCERPT_REQUIRED])
  })

  it('generates a unique slug from the title', async () => {
    const title = `Ethereum Merge Explained ${Date.now()}`
    const first = await created({ title })
    const second = await created({ title })
    expect(first.slug).toBe(`ethereum-merge-explained-${title.split(' ').pop()}`)
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('computes readTime from the content', async () => {
    expect((await created({ content: lexicalParagraphs(words(450)) })).readTime).toBe(3)
  })

  it('stamps publishedAt and status when an article becomes published', async () => {
    const draft = await created({})
    expect(draft).toMatchObject({ status: 'draft', published: false })
    expect(draft.publishedAt ?? null).toBeNull()
    const before = Date.now()
    const { status, body } = await rest<Doc<Published>>('PATCH', `/articles/${draft.id}`, {
      published: true,
    })
    expect(status).toBe(200)
    expect(body.doc.status).toBe('published')
    expect(new Date(body.doc.publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps tag counts to the published articles carrying each tag', async () => {
    const tag = await rest<Doc<Tag>>('POST', '/tags', { name: `Rest Tag ${Date.now()}`, count: 50 })
    expect(tag.status).toBe(201)
    expect(tag.body.doc.count).toBe(0)
    expect(tag.body.doc.slug).toMatch(/^rest-tag-\d+$/)
    const countOf = async () => (await rest<Tag>('GET', `/tags/${tag.body.doc.id}`)).body.count

    const article = await created({ tags: [tag.body.doc.id], published: true })
    expect(await countOf()).toBe(1)
    await created({ tags: [tag.body.doc.id] })
    expect(await countOf()).toBe(1)
    await rest('PATCH', `/articles/${article.id}`, { published: false })
    expect(await countOf()).toBe(0)
    await rest('PATCH', `/articles/${article.id}`, { published: true })
    expect(await countOf()).toBe(1)
    expect((await rest('DELETE', `/articles/${article.id}`)).status).toBe(200)
    expect(await countOf()).toBe(0)
  })
})

describe('id, createdAt and updatedAt (docs/product.md#validation)', () => {
  const sent = {
    id: randomUUID(),
    createdAt: '2001-01-01T00:00:00.000Z',
    updatedAt: '2001-01-02T00:00:00.000Z',
  }
  const tagData = () => ({ name: `Tag ${randomUUID()}`, slug: '', count: 0 })
  interface Stamped {
    id: string
    createdAt: string
    updatedAt: string
  }

  function expectServerStamped(doc: Stamped | undefined, since: number) {
    expect(doc?.id).not.toBe(sent.id)
    expect(new Date(doc?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(since - 1000)
    expect(new Date(doc?.updatedAt ?? 0).getTime()).toBeGreaterThanOrEqual(since - 1000)
  }

  async function restWrite(method: 'POST' | 'PATCH', path: string, body: object) {
    const response = await fetch(`${cmsUrl}/cms-api/${path}`, {
      method,
      headers: editor,
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as { doc?: Stamped }
    expect(response.status, JSON.stringify(json)).toBe(method === 'POST' ? 201 : 200)
    return json.doc
  }

  async function testEditor(payload: Payload) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: TEST_EDITOR.email } },
      limit: 1,
    })
    if (!docs[0]) throw new Error('no test editor')
    return { ...docs[0], collection: 'users' as const }
  }

  it.each([
    ['articles', () => articleData(authorId)],
    ['tags', tagData],
  ])('are not accepted from a REST client creating or updating %s', async (path, data) => {
    const since = Date.now()
    const created = await restWrite('POST', path, { ...data(), ...sent })
    expectServerStamped(created, since)
    const updated = await restWrite('PATCH', `${path}/${created?.id}`, sent)
    expect(updated?.createdAt).toBe(created?.createdAt)
    expectServerStamped(updated, since)
  })

  it.each([
    ['articles' as const, () => articleData(authorId)],
    ['tags' as const, tagData],
  ])('are not accepted from the Local API writing %s for a user', async (collection, data) => {
    const payload = await testPayload()
    const user = await testEditor(payload)
    const since = Date.now()
    const created = await payload.create({
      collection,
      data: { ...data(), ...sent } as never,
      overrideAccess: false,
      user,
    })
    expectServerStamped(created, since)
    const updated = await payload.update({
      collection,
      id: created.id,
      data: sent,
      overrideAccess: false,
      user,
    })
    expect(updated.createdAt).toBe(created.createdAt)
  })

  it('may be set by server code (the Local API without a user, as a restore or import would)', async () => {
    const payload = await testPayload()
    const tag = await payload.create({
      collection: 'tags',
      data: { ...tagData(), createdAt: sent.createdAt },
    })
    expect(tag.createdAt).toBe(sent.createdAt)
  })
})
