import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { errorBodySchema } from '@blockwise/shared'

import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let article = { id: '', slug: '' }

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const created = await createArticle(payload, author.id, { published: true })
  article = { id: String(created.id), slug: created.slug }
})
afterAll(() => db.end())

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** A reader on the site's pages: a distinct address, a browser, the site's origin. */
const readerOnSite = (extra: Record<string, string> = {}) =>
  readerHeaders({ 'user-agent': FIREFOX, origin: siteUrl, 'sec-fetch-site': 'same-site', ...extra })

const send = (body: unknown, headers = readerOnSite()) =>
  fetch(`${cmsUrl}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A path of its own for each test, so its events are found among everyone's. */
const freshPath = () => `/analytics-test/${randomUUID()}`

interface StoredRow {
  kind: string
  path: string
  article_id: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  device: string | null
  country: string | null
  visitor: string | null
  search_query: string | null
  search_results: number | null
}

async function rowsAt(path: string): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>(
    `SELECT kind, path, article_id, referrer_host, utm_source, utm_medium, utm_campaign, device,
       country, visitor, search_query, search_results
     FROM analytics_events WHERE path = $1 ORDER BY occurred_at`,
    [path],
  )
  return rows
}

/** The rows at `path` once `count` have been written (the CMS writes a batch every 250 ms). */
async function storedAt(path: string, count: number): Promise<StoredRow[]> {
  await expect.poll(async () => (await rowsAt(path)).length, { timeout: 2000 }).toBe(count)
  return rowsAt(path)
}

/**
 * Nothing was stored at `path`, asked after a reader's event sent since then has been written: a
 * batch holds every event that came before it, so one that is missing then was never buffered.
 */
async function expectNothingStoredAt(path: string): Promise<void> {
  const later = freshPath()
  await send({ kind: 'pageview', path: later })
  await storedAt(later, 1)
  expect(await rowsAt(path)).toEqual([])
}

describe('POST /api/analytics/events', () => {
  it("stores a page view's referrer host, campaign, device and visitor, and its article", async () => {
    const path = `/articles/${article.slug}`
    const before = (await rowsAt(path)).length
    const answer = await send(
      {
        kind: 'pageview',
        path,
        query: '?utm_source=Newsletter&utm_medium=Email&utm_campaign=Dec-Digest&fbclid=abc',
        referrer: 'https://www.News.example/story?id=7',
      },
      readerOnSite({ 'user-agent': IPHONE }),
    )
    expect(answer.status).toBe(202)
    expect(await answer.text()).toBe('')
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const row = (await storedAt(path, before + 1)).at(-1)
    expect(row).toMatchObject({
      kind: 'pageview',
      article_id: article.id,
      referrer_host: 'news.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'dec-digest',
      device: 'mobile',
      country: null,
    })
    expect(row?.visitor).toMatch(/^-?\d+$/)
  })

  it('gives the same address and user agent the same visitor, and another address another', async () => {
    const path = freshPath()
    const reader = readerOnSite()
    await send({ kind: 'pageview', path }, reader)
    await send({ kind: 'read', path }, reader)
    await send({ kind: 'pageview', path })
    const [first, second, other] = await storedAt(path, 3)
    expect(first?.visitor).not.toBeNull()
    expect(second?.visitor).toBe(first?.visitor)
    expect(other?.visitor).not.toBe(first?.visitor)
  })

  it('stores the country a public address is announced from, never the address', async () => {
    const path = freshPath()
    await send({ kind: 'pageview', path }, readerOnSite({ 'x-forwarded-for': '81.2.69.160' }))
    const [row] = await storedAt(path, 1)
    expect(row?.country).toBe('GB')
    expect(JSON.stringify(row)).not.toContain('81.2.69')
  })

  it('counts a page view with Sec-GPC: 1 without a visitor or a country', async () => {
    const path = freshPath()
    const optedOut = readerOnSite({ 'sec-gpc': '1', 'x-forwarded-for': '81.2.69.161' })
    expect((await send({ kind: 'pageview', path }, optedOut)).status).toBe(202)
    expect(await storedAt(path, 1)).toMatchObject([{ visitor: null, country: null }])
  })

  it('answers a crawler 202 and stores nothing of it', async () => {
    const crawled = freshPath()
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    const answer = await send(
      { kind: 'pageview', path: crawled },
      readerOnSite({ 'user-agent': googlebot }),
    )
    expect(answer.status).toBe(202)
    await expectNothingStoredAt(crawled)
  })

  it('keeps nothing of a query string but its utm_* values, and no search that holds an address', async () => {
    const path = freshPath()
    const answer = await send({
      kind: 'pageview',
      path,
      query: '?q=jane.doe@example.com&utm_source=Mastodon',
      referrer: 'https://mail.example/inbox?to=jane.doe@example.com',
    })
    expect(answer.status).toBe(202)
    const [row] = await storedAt(path, 1)
    expect(row).toMatchObject({ utm_source: 'mastodon', referrer_host: 'mail.example' })
    expect(JSON.stringify(row)).not.toContain('jane')
    const searchPath = freshPath()
    await send({ kind: 'search', path: searchPath, query: 'Jane.Doe@example.com', results: 0 })
    expect(await storedAt(searchPath, 1)).toMatchObject([
      { kind: 'search', search_query: null, search_results: 0 },
    ])
  })

  it('refuses a body over 2 KB with 413', async () => {
    const path = freshPath()
    const padded = { kind: 'pageview', path, referrer: `https://a.example/${'x'.repeat(2500)}` }
    const answer = await send(padded)
    expect(answer.status).toBe(413)
    expect(errorBodySchema.parse(await answer.json()).error).toMatch(/at most 2 KB/)
  })

  it('refuses malformed JSON and a body that is no event with 400 and the reason', async () => {
    const notJson = await send('{"kind": "pageview", ')
    expect(notJson.status).toBe(400)
    expect(errorBodySchema.parse(await notJson.json()).error).toMatch(/not valid JSON/)
    const unknownKind = await send({ kind: 'purchase', path: '/' })
    expect(unknownKind.status).toBe(400)
    expect(errorBodySchema.parse(await unknownKind.json()).error).not.toBe('')
  })

  it("refuses another site's pages with 403", async () => {
    const path = freshPath()
    const fromOtherSites: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const crossSite of fromOtherSites) {
      const answer = await send({ kind: 'pageview', path }, readerOnSite(crossSite))
      expect(answer.status).toBe(403)
    }
    await expectNothingStoredAt(path)
  })

  it('answers a reader 429 at the 121st event in a minute', async () => {
    const path = freshPath()
    const reader = readerOnSite()
    const statuses: number[] = []
    for (let event = 0; event < 121; event++)
      statuses.push((await send({ kind: 'pageview', path }, reader)).status)
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(202))
    expect(statuses[120]).toBe(429)
    expect(await storedAt(path, 120)).toHaveLength(120)
    // Another reader is not affected.
    expect((await send({ kind: 'pageview', path })).status).toBe(202)
  })
})
