import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BlockwiseClient } from './client.js'
import { BadRequestError } from './errors.js'
import { sendJson, startFakeApi, type FakeApi } from './testing/fakeApi.js'

const SLUGS = ['e', 'd', 'c', 'b', 'a']

/**
 * A list of five articles paged by cursor as the contract does: the cursor is the index of the
 * next article, sent in X-Next-Cursor while one is left. A cursor of "stale" is refused.
 */
let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const limit = Number(url.searchParams.get('limit') ?? 100)
    if (url.pathname === '/api/changes') {
      const start = Number(url.searchParams.get('since') ?? 0)
      const end = Math.min(start + limit, SLUGS.length)
      const changes = SLUGS.slice(start, end).map((slug) => ({ slug, action: 'published' }))
      return sendJson(response, 200, {
        changes,
        nextCursor: String(end),
        hasMore: end < SLUGS.length,
      })
    }
    const cursor = url.searchParams.get('cursor')
    if (cursor === 'stale') return sendJson(response, 400, { error: 'Invalid cursor' })
    const start = Number(cursor ?? 0)
    const slugs = SLUGS.slice(start, start + limit)
    const headers: Record<string, string> =
      start + limit < SLUGS.length ? { 'x-next-cursor': String(start + limit) } : {}
    if (url.searchParams.get('total') === 'true') headers['total-count'] = String(SLUGS.length)
    const items = slugs.map((slug) => ({ slug, title: `${url.pathname} ${slug}` }))
    sendJson(response, 200, items, headers)
  })
})
afterAll(() => api.close())

const client = () => new BlockwiseClient({ baseUrl: api.url })
/** The query of each request made from request number `from` on. */
const queriesFrom = (from: number) =>
  api.requests.slice(from).map((request) => new URL(request.url ?? '/', 'http://fake').search)

describe('paged lists', () => {
  it('iterate every item of every page with for await, keeping the filters', async () => {
    const from = api.requests.length
    const slugs: string[] = []
    for await (const article of client().articles.list({ tag: 'defi', limit: 2 }))
      slugs.push(article.slug)
    expect(slugs).toEqual(SLUGS)
    expect(queriesFrom(from)).toEqual([
      '?tag=defi&limit=2',
      '?tag=defi&limit=2&cursor=2',
      '?tag=defi&limit=2&cursor=4',
    ])
  })

  it('answer their first page when awaited, with the cursor of the next', async () => {
    const page = await client().articles.list({ limit: 3 })
    expect(page.data.map((article) => article.slug)).toEqual(['e', 'd', 'c'])
    expect(page).toMatchObject({ nextCursor: '3', hasMore: true })
    const last = await client().articles.list({ limit: 3, cursor: page.nextCursor })
    expect(last).toMatchObject({ nextCursor: undefined, hasMore: false })
    expect(last.data.map((article) => article.slug)).toEqual(['b', 'a'])
  })

  it('send flags as the contract spells them, and read the total when asked for', async () => {
    const from = api.requests.length
    const page = await client().articles.list({ featured: false, total: true, limit: 1 })
    expect(queriesFrom(from)).toEqual(['?featured=false&total=true&limit=1'])
    expect(page.total).toBe(SLUGS.length)
    expect((await client().articles.list({ limit: 1 })).total).toBeUndefined()
  })

  it('fetch a page only when the previous one is used up, and nothing before use', async () => {
    const from = api.requests.length
    const list = client().articles.list({ limit: 2 })
    expect(api.requests.length).toBe(from)
    for await (const article of list) {
      expect(article.slug).toBe('e')
      break
    }
    expect(queriesFrom(from)).toEqual(['?limit=2'])
  })

  it('go page by page with pages(), from a saved cursor', async () => {
    const pages = []
    for await (const page of client().articles.list({ limit: 2, cursor: '1' }).pages())
      pages.push(page.data.map((article) => article.slug))
    expect(pages).toEqual([
      ['d', 'c'],
      ['b', 'a'],
    ])
  })

  it('page search results the same way, keeping the words', async () => {
    const from = api.requests.length
    const titles: string[] = []
    for await (const result of client().articles.search('layer 2', { limit: 4 }))
      titles.push(result.title)
    expect(titles).toEqual(SLUGS.map((slug) => `/api/search ${slug}`))
    expect(queriesFrom(from)).toEqual(['?limit=4&q=layer%202', '?limit=4&q=layer%202&cursor=4'])
  })

  it('follow the changes feed from a cursor, each page with the cursor to save', async () => {
    const from = api.requests.length
    const pages = []
    for await (const page of client().changes.list({ since: '1', limit: 2 }).pages())
      pages.push({ slugs: page.data.map((change) => change.slug), ...page, data: undefined })
    expect(pages).toEqual([
      { slugs: ['d', 'c'], nextCursor: '3', hasMore: true, data: undefined },
      { slugs: ['b', 'a'], nextCursor: '5', hasMore: false, data: undefined },
    ])
    expect(queriesFrom(from)).toEqual(['?limit=2&since=1', '?limit=2&since=3'])
    const head = await client().changes.list({ since: '5' })
    expect(head).toEqual({ data: [], nextCursor: '5', hasMore: false })
  })

  it('throw a refused page as its error class from the loop', async () => {
    const loop = async () => {
      for await (const article of client().articles.list({ cursor: 'stale' })) void article
    }
    await expect(loop()).rejects.toBeInstanceOf(BadRequestError)
    await expect(loop()).rejects.toMatchObject({ status: 400, message: 'Invalid cursor' })
  })
})
