import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  API_VERSION,
  BadRequestError,
  BlockwiseClient,
  NotFoundError,
  type ArticleSummary,
  type Change,
} from '@blockwise/client'
import { NEWSLETTER_SUBSCRIBED } from '@blockwise/shared'

import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, ensureStaff } from '../support/staff'

/**
 * @blockwise/client (its source) against the running CMS: the generated types and the calls they
 * describe agree, so a contract change that breaks the client fails here (and in `npm run
 * typecheck`). tests/integration/client-package.test.ts tries the packed package itself.
 */
const cmsUrl = inject('cmsUrl')
/** Writes here are made from the test's own process, so shared lists are asked for fresh. */
const client = new BlockwiseClient({
  baseUrl: cmsUrl,
  headers: readerHeaders({ 'cache-control': 'no-cache' }),
})

/** A word no other test writes: letters only, so that it is one lexeme. */
const word = `clientzq${uniqueSuffix().replace(/[^a-z]/g, '')}x`
const fixture = { authorId: '', authorSlug: '', tagSlug: '', termSlug: '', pathSlug: '' }
let archive: ArticleSummary[] = []
let draftSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Client ${word}`, slug: '', count: 0 },
  })
  for (let index = 0; index < 5; index++)
    await createArticle(payload, author.id, {
      published: true,
      title: `The ${word} story ${index}`,
      articleType: 'learn',
      tags: [tag.id],
    })
  draftSlug = (await createArticle(payload, author.id, { published: false })).slug
  // A path holds at least two lessons.
  const lessons = await payload
    .find({
      collection: 'articles',
      where: { authorId: { equals: author.id }, published: { equals: true } },
      sort: '-publishedAt',
      limit: 2,
    })
    .then(({ docs }) => docs.map((doc) => doc.id))
  const term = await payload.create({
    collection: 'glossary',
    data: { term: `Client term ${word}`, slug: '', shortDefinition: 'A term of the client test.' },
  })
  const path = await payload.create({
    collection: 'paths',
    data: { title: `Client path ${word}`, slug: '', lessons },
  })
  Object.assign(fixture, {
    authorId: author.id,
    authorSlug: author.slug,
    tagSlug: tag.slug,
    termSlug: term.slug,
    pathSlug: path.slug,
  })
  archive = (await client.articles.list({ author: author.slug, limit: 50 })).data
}, 60_000)

const slugs = (articles: { slug: string }[]) => articles.map((article) => article.slug)

describe('@blockwise/client', () => {
  it('answers a page of articles when a list is awaited, with the cursor of the next', async () => {
    expect(archive).toHaveLength(5)
    const first = await client.articles.list({ author: fixture.authorSlug, limit: 2 })
    expect(slugs(first.data)).toEqual(slugs(archive.slice(0, 2)))
    expect(first.hasMore).toBe(true)
    expect(first.nextCursor).toEqual(expect.any(String))
  })

  it('iterates every article of every page with for await, following X-Next-Cursor', async () => {
    const seen: ArticleSummary[] = []
    for await (const article of client.articles.list({ tag: fixture.tagSlug, limit: 2 }))
      seen.push(article)
    expect(slugs(seen)).toEqual(slugs(archive))
    const sizes: number[] = []
    for await (const page of client.articles.list({ tag: fixture.tagSlug, limit: 2 }).pages())
      sizes.push(page.data.length)
    expect(sizes).toEqual([2, 2, 1])
  })

  it('reads one article with its content, and what to read next', async () => {
    const newest = archive[0]?.slug ?? ''
    const article = await client.articles.retrieve(newest)
    expect(article.slug).toBe(newest)
    expect(article.content).toContain('<p>')
    const related = await client.articles.related(newest, { limit: 4 })
    expect(related.length).toBeGreaterThan(0)
    expect(slugs(related)).not.toContain(newest)
  })

  it('searches published articles, a page at a time', async () => {
    const results = []
    for await (const result of client.articles.search(word, { limit: 2 })) results.push(result)
    expect(slugs(results).sort()).toEqual(slugs(archive).sort())
    expect(results.every((result) => result.matchedBy === 'words')).toBe(true)
  })

  it('claps and counts a view, and the counts go up by one', async () => {
    const slug = archive[0]?.slug ?? ''
    const before = await client.articles.claps(slug)
    expect(await client.articles.clap(slug)).toBe(before + 1)
    expect(await client.articles.claps(slug)).toBe(before + 1)
    const views = await client.articles.view(slug)
    expect(await client.articles.view(slug)).toBe(views + 1)
  })

  it('reads tags, authors, the glossary and learning paths, listed and one by one', async () => {
    expect(slugs(await client.tags.list())).toContain(fixture.tagSlug)
    expect(await client.tags.retrieve(fixture.tagSlug)).toMatchObject({ count: 5 })
    expect(slugs(await client.authors.list())).toContain(fixture.authorSlug)
    expect(await client.authors.retrieve(fixture.authorId)).toMatchObject({
      slug: fixture.authorSlug,
    })
    expect(slugs(await client.glossary.list())).toContain(fixture.termSlug)
    expect(await client.glossary.retrieve(fixture.termSlug)).toMatchObject({
      shortDefinition: 'A term of the client test.',
    })
    expect(slugs(await client.learningPaths.list())).toContain(fixture.pathSlug)
    const path = await client.learningPaths.retrieve(fixture.pathSlug)
    expect(slugs(path.lessons)).toEqual(slugs(archive.slice(0, 2)))
  })

  it('subscribes to the newsletter', async () => {
    const email = `client-${uniqueSuffix()}@example.com`
    expect(await client.newsletter.subscribe({ name: 'Ada', email })).toBe(NEWSLETTER_SUBSCRIBED)
  })

  it('throws the contract’s refusals as their error classes', async () => {
    const stale = client.articles.list({ author: fixture.authorSlug, cursor: 'not-a-cursor' })
    await expect(stale).rejects.toBeInstanceOf(BadRequestError)
    await expect(stale).rejects.toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' },
      message: 'Invalid cursor',
    })
    const missing = client.articles.clap(`missing-${uniqueSuffix()}`)
    await expect(missing).rejects.toBeInstanceOf(NotFoundError)
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Article not found' })
    const { error, response } = await client.api.GET('/api/search', {
      params: { query: { q: ' ' } },
    })
    expect(response.status).toBe(400)
    expect(error?.error).toBe('Enter something to search for')
  })

  it('is answered in the API version its types were generated for', async () => {
    const { response } = await client.api.GET('/api/tags')
    expect(response.headers.get('blockwise-version')).toBe(API_VERSION)
  })

  it('follows the changes feed from its head', async () => {
    const head = await client.changes.list({ since: 'now' })
    expect(head).toMatchObject({ data: [], hasMore: false })
    expect(head.nextCursor).toEqual(expect.any(String))
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id, { published: true })
    const changes: Change[] = []
    for await (const change of client.changes.list({ since: head.nextCursor, limit: 1 }))
      changes.push(change)
    expect(changes).toContainEqual(
      expect.objectContaining({
        resource: 'article',
        action: 'published',
        resourceId: article.id,
        slug: article.slug,
      }),
    )
  })

  it('calls as the editor a session token names', async () => {
    const payload = await testPayload()
    await ensureStaff(payload)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: TEST_EDITOR.email, password: TEST_EDITOR.password },
    })
    const editor = new BlockwiseClient({
      baseUrl: cmsUrl,
      auth: { sessionToken: token ?? '' },
      headers: { 'cache-control': 'no-cache' },
    })
    const query = { author: fixture.authorSlug, published: false }
    expect(slugs((await editor.articles.list(query)).data)).toEqual([draftSlug])
    expect(slugs((await client.articles.list(query)).data)).not.toContain(draftSlug)
  })
})
