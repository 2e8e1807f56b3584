import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { clapsSchema, errorBodySchema, viewsSchema } from '@blockwise/shared'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let slug = ''
let draftSlug = ''

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  const author = await createAuthor(payload)
  slug = (await createArticle(payload, author.id, { published: true })).slug
  draftSlug = (await createArticle(payload, author.id, { published: false })).slug
})
afterAll(() => db.end())

const post = (path: string, headers = readerHeaders(JSON_HEADERS)) =>
  fetch(`${cmsUrl}/api/articles/${path}`, { method: 'POST', headers })

async function storedCounter(column: 'claps' | 'views', articleSlug: string): Promise<number> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT ${column} AS value FROM articles WHERE slug = $1`,
    [articleSlug],
  )
  return Number(rows[0]?.value ?? NaN)
}

describe('claps', () => {
  it('GET …/claps returns { claps } and POST …/clap adds one', async () => {
    const before = clapsSchema.parse(
      await (await fetch(`${cmsUrl}/api/articles/${slug}/claps`)).json(),
    )
    const response = await post(`${slug}/clap`)
    expect(response.status).toBe(200)
    expect(clapsSchema.parse(await response.json())).toEqual({ claps: before.claps + 1 })
  })

  it('500 concurrent claps from 500 readers add exactly 500, each answered with its own count', async () => {
    const before = await storedCounter('claps', slug)
    const responses = await Promise.all(Array.from({ length: 500 }, () => post(`${slug}/clap`)))
    expect(responses.map((response) => response.status)).toEqual(Array(500).fill(200))
    expect(await storedCounter('claps', slug)).toBe(before + 500)
    const answered = await Promise.all(
      responses.map(async (response) => clapsSchema.parse(await response.json()).claps),
    )
    const expected = Array.from({ length: 500 }, (_, index) => before + index + 1)
    expect(answered.sort((a, b) => a - b)).toEqual(expected)
  })

  it('stops one client after 50 claps on an article with 429 and Retry-After', async () => {
    const headers = readerHeaders(JSON_HEADERS)
    const statuses: number[] = []
    for (let clap = 0; clap < 50; clap++)
      statuses.push((await post(`${slug}/clap`, headers)).status)
    expect(statuses).toEqual(Array(50).fill(200))
    const before = await storedCounter('claps', slug)
    const limited = await post(`${slug}/clap`, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(errorBodySchema.parse(await limited.json()).error).toMatch(/Too many requests/)
    expect(await storedCounter('claps', slug)).toBe(before)
    // Another reader is not affected.
    expect((await post(`${slug}/clap`)).status).toBe(200)
  })

  // The CMS server answers claps of a declared length itself and leaves chunked ones to Next.
  it('keeps one budget per reader however the claps are sent', async () => {
    const headers = readerHeaders(JSON_HEADERS)
    const chunked = () =>
      fetch(`${cmsUrl}/api/articles/${slug}/clap`, {
        method: 'POST',
        headers,
        body: new Blob(['{}']).stream(),
        duplex: 'half',
      } as RequestInit)
    const statuses: number[] = []
    for (let clap = 0; clap < 25; clap++) {
      statuses.push((await post(`${slug}/clap`, headers)).status)
      statuses.push((await chunked()).status)
    }
    expect(statuses).toEqual(Array(50).fill(200))
    expect((await post(`${slug}/clap`, headers)).status).toBe(429)
    expect((await chunked()).status).toBe(429)
  })

  it("refuses claps and views from another site's page however they are sent, and counts none", async () => {
    const before = [await storedCounter('claps', slug), await storedCounter('views', slug)]
    const fromOtherSites: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const action of ['clap', 'view'])
      for (const crossSite of fromOtherSites) {
        // A form's or a simple fetch's request: no JSON content type, so no CORS preflight.
        const simple = await post(`${slug}/${action}`, readerHeaders(crossSite))
        const chunked = await fetch(`${cmsUrl}/api/articles/${slug}/${action}`, {
          method: 'POST',
          headers: readerHeaders(crossSite),
          body: new Blob(['{}']).stream(),
          duplex: 'half',
        } as RequestInit)
        for (const response of [simple, chunked]) {
          expect(response.status).toBe(403)
          expect(await response.json()).toEqual({ error: 'Cross-site requests are not accepted' })
        }
      }
    expect([await storedCounter('claps', slug), await storedCounter('views', slug)]).toEqual(before)
    const fromTheSite = readerHeaders({
      ...JSON_HEADERS,
      origin: inject('siteUrl'),
      'sec-fetch-site': 'same-origin',
    })
    expect((await post(`${slug}/clap`, fromTheSite)).status).toBe(200)
  })

  it('answers 404 for drafts and unknown slugs, and 405 for other methods', async () => {
    for (const path of [`${draftSlug}/clap`, 'no-such-article/clap', 'Bad%20Slug/clap']) {
      const response = await post(path)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    }
    expect((await fetch(`${cmsUrl}/api/articles/${draftSlug}/claps`)).status).toBe(404)
    const wrongMethod = await fetch(`${cmsUrl}/api/articles/${slug}/clap`)
    expect(wrongMethod.status).toBe(405)
    expect(await wrongMethod.json()).toEqual({ error: 'Method not allowed' })
    expect(await storedCounter('claps', draftSlug)).toBe(0)
  })
})

describe('views', () => {
  it('200 concurrent views from 200 readers add exactly 200', async () => {
    const before = await storedCounter('views', slug)
    const responses = await Promise.all(Array.from({ length: 200 }, () => post(`${slug}/view`)))
    expect(responses.every((response) => response.status === 200)).toBe(true)
    expect(await storedCounter('views', slug)).toBe(before + 200)
    const last = viewsSchema.parse(await responses[0]?.json())
    expect(last.views).toBeGreaterThan(before)
  })

  it('limits one client to 10 views of an article per ten minutes', async () => {
    const headers = readerHeaders(JSON_HEADERS)
    for (let view = 0; view < 10; view++)
      expect((await post(`${slug}/view`, headers)).status).toBe(200)
    const limited = await post(`${slug}/view`, headers)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
