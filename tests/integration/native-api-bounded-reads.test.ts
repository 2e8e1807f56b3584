import { beforeAll, describe, expect, inject, it } from 'vitest'

import { uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * Page sizes of the native API (/cms-api REST and GraphQL): 100 documents a page for anonymous
 * callers, 500 for editors, whatever `limit`, `pagination` or method they use; and `where`
 * clauses the database would fail on, refused with 400 instead of a 500 with SQL in the log.
 */
const cmsUrl = inject('cmsUrl')
const ANONYMOUS_CAP = 100
const STAFF_CAP = 500
let editor: Record<string, string> = {}
let tagCount = 0

interface Page {
  docs: Array<{ id: string }>
  limit: number
  hasNextPage: boolean
  totalDocs: number
}

beforeAll(async () => {
  const payload = await testPayload()
  editor = await editorHeaders(cmsUrl)
  const { totalDocs } = await payload.count({ collection: 'tags' })
  // More tags than an anonymous page holds: a capped answer is visibly short of the whole.
  for (let index = totalDocs; index <= ANONYMOUS_CAP + 20; index++)
    await payload.create({
      collection: 'tags',
      data: { name: `Bounded ${uniqueSuffix()}`, slug: '', count: 0 },
    })
  tagCount = (await payload.count({ collection: 'tags' })).totalDocs
})

const rest = (path: string, init: RequestInit = {}) => fetch(`${cmsUrl}/cms-api${path}`, init)

async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await rest(path, { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors: Array<{ message: string }> }
  expect(body.errors).toHaveLength(1)
  return body.errors[0]?.message ?? ''
}

describe('REST list reads', () => {
  it.each(['/tags?limit=0', '/tags?limit=100000', '/tags?pagination=false&limit=0'])(
    'serve anonymous callers 100 documents a page: %s',
    async (path) => {
      const answer = await page(path)
      expect(tagCount).toBeGreaterThan(ANONYMOUS_CAP)
      expect(answer).toMatchObject({ limit: ANONYMOUS_CAP, hasNextPage: true, totalDocs: tagCount })
      expect(answer.docs).toHaveLength(ANONYMOUS_CAP)
    },
  )

  it('paginate a read that turned pagination off', async () => {
    const answer = await page('/tags?pagination=false')
    expect(answer).toMatchObject({ limit: 10, hasNextPage: true, totalDocs: tagCount })
    expect(answer.docs).toHaveLength(10)
  })

  it('cap the published articles too', async () => {
    expect((await page('/articles?limit=0&depth=0&select[title]=true')).limit).toBe(ANONYMOUS_CAP)
  })

  it('serve editors up to 500 documents a page', async () => {
    const all = await page('/tags?limit=0', editor)
    expect(all.docs).toHaveLength(Math.min(tagCount, STAFF_CAP))
    expect((await page('/tags?limit=100000', editor)).limit).toBe(STAFF_CAP)
    expect((await page('/tags?limit=20', editor)).docs).toHaveLength(20)
  })

  it.each<Record<string, string>>([
    { 'x-http-method-override': 'GET' },
    { 'x-payload-http-method-override': 'GET' },
    // Payload takes either header: one that says otherwise does not hide the other.
    { 'x-payload-http-method-override': 'POST', 'x-http-method-override': 'GET' },
  ])('cap a read sent as a POST with a method override: %j', async (override) => {
    const response = await rest('/tags', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...override },
      body: 'limit=0&depth=0',
    })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Page
    expect(answer.limit).toBe(ANONYMOUS_CAP)
    expect(answer.docs).toHaveLength(ANONYMOUS_CAP)
  })

  it.each([
    'limit=-1',
    'limit=1e400',
    'limit[]=0',
    'limit=5&limit=0',
    'page=-1',
    'page=1e30',
    'pagination[x]=false',
  ])('refuse limits and pages that cannot be capped: %s', async (query) => {
    for (const headers of [{}, editor])
      expect(await refusal(await rest(`/tags?${query}`, { headers }))).toMatch(
        /limit|page|pagination/,
      )
  })
})

describe('GraphQL list reads', () => {
  const tags = (answer: Awaited<ReturnType<typeof graphql>>) => answer.data?.Tags as Page

  it('serve anonymous callers 100 documents a page', async () => {
    const capped = await graphql(cmsUrl, '{ Tags(limit: 0) { docs { id } limit hasNextPage } }')
    expect(tags(capped)).toMatchObject({ limit: ANONYMOUS_CAP, hasNextPage: true })
    expect(tags(capped).docs).toHaveLength(ANONYMOUS_CAP)
    const unpaginated = await graphql(cmsUrl, '{ Tags(pagination: false) { docs { id } } }')
    expect(tags(unpaginated).docs).toHaveLength(10)
  })

  it('serve editors up to 500 documents a page', async () => {
    const answer = await graphql(cmsUrl, '{ Tags(limit: 0) { docs { id } limit } }', editor)
    expect(tags(answer).docs).toHaveLength(Math.min(tagCount, STAFF_CAP))
    const byVariable = await graphql(
      cmsUrl,
      'query ($n: Int) { Tags(limit: $n) { docs { id } } }',
      editor,
      { n: 300 },
    )
    expect(tags(byVariable).docs).toHaveLength(Math.min(tagCount, 300))
  })

  it('refuse a limit over the cap given by a variable', async () => {
    const response = await fetch(`${cmsUrl}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($n: Int) { Tags(limit: $n) { docs { id } } }',
        variables: { n: 0 },
      }),
    })
    expect(await refusal(response)).toMatch(/at most 100 documents/)
  })
})

/** A JSON `where` with `or` nested `levels` deep (qs stops bracket keys at 10 levels). */
function nestedOr(levels: number): string {
  let where: unknown = { title: { equals: 'x' } }
  for (let level = 0; level < levels; level++) where = { or: [where] }
  return JSON.stringify(where)
}

const HOSTILE_WHERE: Array<[string, string]> = [
  ['where[content.0.x][equals]=1', 'content can only be queried as a whole'],
  ['where[content__0][equals]=1', 'content can only be queried as a whole'],
  ['where[content][like]=x', 'like applies to text fields only, not content'],
  ['where[publishedAt][contains]=x', 'contains applies to text fields only, not publishedAt'],
  ['where[id][not_like]=x', 'not_like applies to text fields only, not id'],
  ['where[title][near]=1,2', 'near applies to point fields only, not title'],
  ['where[title][all]=x', 'all applies to fields with many values only, not title'],
  ['where[tags][in]=x', 'tags cannot hold "x"'],
  ['where[featuredImage][not_in]=x', 'featuredImage cannot hold "x"'],
  ['where[articleType][in]=other', 'articleType cannot hold "other"'],
  [`where=${encodeURIComponent('{"title":')}`, 'where is not valid JSON'],
  [`where=${encodeURIComponent(nestedOr(10))}`, 'where nests and/or deeper than 8'],
]

describe('hostile where clauses', () => {
  it.each(HOSTILE_WHERE)('answer 400 over REST: %s', async (query, message) => {
    for (const headers of [{}, editor]) {
      expect(await refusal(await rest(`/articles?${query}`, { headers }))).toBe(message)
      expect(await refusal(await rest(`/articles/count?${query}`, { headers }))).toBe(message)
    }
  })

  it('answer 400 when an editor updates or deletes by one', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const response = await rest('/articles?where[content.0.x][equals]=1', {
        method,
        headers: editor,
        body: method === 'PATCH' ? JSON.stringify({ title: 'x' }) : undefined,
      })
      expect(await refusal(response)).toBe('content can only be queried as a whole')
    }
  })

  it.each([
    ['content: { like: "x" }', 'like applies to text fields only, not content'],
    ['tags: { in: ["x"] }', 'tags cannot hold "x"'],
    ['title: { all: ["x"] }', 'all applies to fields with many values only, not title'],
  ])('answer a GraphQL error with the reason: %s', async (where, message) => {
    for (const headers of [{}, editor]) {
      const answer = await graphql(
        cmsUrl,
        `{ Articles(where: { ${where} }) { docs { id } } }`,
        headers,
      )
      expect(answer.errors?.map((error) => error.message)).toEqual([message])
    }
  })

  it('still answer ordinary where clauses', async () => {
    const tag = await page('/tags?limit=1')
    const id = tag.docs[0]?.id ?? ''
    expect((await page(`/tags?where[id][in]=${id}`)).docs.map((doc) => doc.id)).toEqual([id])
    expect((await page('/articles?where[title][like]=a&where[articleType][in]=news')).limit).toBe(
      10,
    )
  })
})
