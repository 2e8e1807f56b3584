import { beforeAll, describe, expect, inject, it } from 'vitest'

import { BlockwiseApiError, BlockwiseClient, type ArticleSummary } from '@blockwise/client'
import { NEWSLETTER_SUBSCRIBED } from '@blockwise/shared'

import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, ensureStaff } from '../support/staff'

/**
 * @blockwise/client against the running CMS: the generated types and the calls they describe agree,
 * so a contract change that breaks the client fails here (and in `npm run typecheck`).
 */
const cmsUrl = inject('cmsUrl')
/** Writes here are made from the test's own process, so shared lists are asked for fresh. */
const client = new BlockwiseClient({
  baseUrl: cmsUrl,
  headers: readerHeaders({ 'cache-control': 'no-cache' }),
})

/** A word no other test writes: letters only, so that it is one lexeme. */
const word = `clientzq${uniqueSuffix().replace(/[^a-z]/g, '')}x`
let authorSlug = ''
let archive: ArticleSummary[] = []
let draftSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  authorSlug = author.slug
  for (let index = 0; index < 5; index++)
    await createArticle(payload, author.id, {
      published: true,
      title: `The ${word} story ${index}`,
    })
  draftSlug = (await createArticle(payload, author.id, { published: false })).slug
  archive = (await client.listArticles({ author: authorSlug, limit: 50 })).articles
})

const slugs = (articles: ArticleSummary[]) => articles.map((article) => article.slug)

describe('@blockwise/client', () => {
  it('lists articles a page at a time, with the cursor of the next page', async () => {
    expect(archive).toHaveLength(5)
    const first = await client.listArticles({ author: authorSlug, limit: 2 })
    expect(slugs(first.articles)).toEqual(slugs(archive.slice(0, 2)))
    expect(first.nextCursor).toEqual(expect.any(String))
  })

  it('pages through the archive following X-Next-Cursor, every article once', async () => {
    const pages: ArticleSummary[][] = []
    for await (const page of client.archivePages({ author: authorSlug, limit: 2 })) pages.push(page)
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1])
    expect(slugs(pages.flat())).toEqual(slugs(archive))
  })

  it('searches published articles', async () => {
    const { results, nextCursor } = await client.search(word, { limit: 10 })
    expect(slugs(results).sort()).toEqual(slugs(archive).sort())
    expect(results.every((result) => result.matchedBy === 'words')).toBe(true)
    expect(nextCursor).toBeUndefined()
  })

  it('claps, and the count goes up by one', async () => {
    const slug = archive[0]?.slug ?? ''
    const before = await client.claps(slug)
    expect(await client.clap(slug)).toBe(before + 1)
    expect(await client.claps(slug)).toBe(before + 1)
  })

  it('subscribes to the newsletter', async () => {
    const email = `client-${uniqueSuffix()}@example.com`
    expect(await client.subscribe({ name: 'Ada', email })).toBe(NEWSLETTER_SUBSCRIBED)
  })

  it('throws the contract’s 400 as a typed error', async () => {
    const refusal = client.listArticles({ author: authorSlug, cursor: 'not-a-cursor' })
    await expect(refusal).rejects.toBeInstanceOf(BlockwiseApiError)
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' },
      message: 'Invalid cursor',
    })
    const { error, response } = await client.api.GET('/api/search', {
      params: { query: { q: ' ' } },
    })
    expect(response.status).toBe(400)
    expect(error?.error).toBe('Enter something to search for')
  })

  it('throws a 404 for an unknown article', async () => {
    await expect(client.clap(`missing-${uniqueSuffix()}`)).rejects.toMatchObject({ status: 404 })
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
    const query = { author: authorSlug, published: 'false' } as const
    expect(slugs((await editor.listArticles(query)).articles)).toEqual([draftSlug])
    expect(slugs((await client.listArticles(query)).articles)).not.toContain(draftSlug)
  })
})
