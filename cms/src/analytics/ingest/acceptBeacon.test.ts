import { beforeAll, describe, expect, it } from 'vitest'

import { BEACON_BODY_LIMIT } from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'
import { env } from '@/env'
import { trustResolvedClientAddresses } from '@/lib/clientKey'

import { acceptBeacon } from './acceptBeacon'
import { flushEvents } from './eventWriter'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** The rows written by the statements of one test, by column (see eventWriter's INSERT). */
function fakeDatabase() {
  const columns: unknown[][][] = []
  const database: Queryable = {
    query(_text, values) {
      columns.push(values as unknown[][])
      return Promise.resolve({ rows: [] })
    },
  }
  const stored = async () => {
    await flushEvents()
    return columns.flatMap((values) =>
      (values[1] as string[]).map((kind, row) => ({
        kind,
        path: values[2]?.[row],
        referrerHost: values[4]?.[row],
        utmSource: values[5]?.[row],
        device: values[8]?.[row],
        visitor: values[10]?.[row],
        searchQuery: values[12]?.[row],
      })),
    )
  }
  return { database, stored }
}

let readers = 0
/** A reader at an address of its own (as the CMS server resolved it), same-site, in Firefox. */
function beacon(body: unknown, headers: Record<string, string> = {}, address?: string) {
  const clientAddress = address ?? `198.51.100.${++readers}`
  return {
    headers: new Headers({
      'user-agent': FIREFOX,
      origin: env.siteUrl,
      'x-forwarded-for': clientAddress,
      ...headers,
    }),
    clientAddress,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

const PAGEVIEW = {
  kind: 'pageview',
  path: '/articles/eth-merge',
  query: '?utm_source=Mastodon&q=secret',
  referrer: 'https://www.example.org/some/page?x=1',
}

beforeAll(() => trustResolvedClientAddresses())

describe('acceptBeacon', () => {
  it('stores a page view and answers 202 with an empty body, never cached', async () => {
    const { database, stored } = fakeDatabase()
    const answer = await acceptBeacon(database, beacon(PAGEVIEW))
    expect(answer.status).toBe(202)
    expect(await answer.text()).toBe('')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const rows = await stored()
    expect(rows).toMatchObject([
      {
        kind: 'pageview',
        path: '/articles/eth-merge',
        referrerHost: 'example.org',
        utmSource: 'mastodon',
        device: 'desktop',
        searchQuery: null,
      },
    ])
    expect(rows[0]?.visitor).toMatch(/^-?\d+$/)
  })

  it('gives the same reader the same visitor id, and another reader another', async () => {
    const { database, stored } = fakeDatabase()
    await acceptBeacon(database, beacon(PAGEVIEW, {}, '203.0.113.50'))
    await acceptBeacon(
      database,
      beacon({ kind: 'read', path: '/articles/eth-merge' }, {}, '203.0.113.50'),
    )
    await acceptBeacon(database, beacon(PAGEVIEW, {}, '203.0.113.51'))
    const [first, second, other] = (await stored()).map((row) => row.visitor)
    expect(second).toBe(first)
    expect(other).not.toBe(first)
  })

  it('stores no visitor id for a reader who sends Sec-GPC: 1 or DNT: 1', async () => {
    const { database, stored } = fakeDatabase()
    await acceptBeacon(database, beacon(PAGEVIEW, { 'sec-gpc': '1' }))
    await acceptBeacon(database, beacon(PAGEVIEW, { dnt: '1' }))
    expect((await stored()).map((row) => row.visitor)).toEqual([null, null])
  })

  it('answers bots and requests without a user agent 202, storing nothing', async () => {
    const { database, stored } = fakeDatabase()
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(
      (await acceptBeacon(database, beacon(PAGEVIEW, { 'user-agent': googlebot }))).status,
    ).toBe(202)
    expect((await acceptBeacon(database, beacon(PAGEVIEW, { 'user-agent': '' }))).status).toBe(202)
    expect(await stored()).toEqual([])
  })

  it('refuses a body over the limit with 413, before reading it', async () => {
    const { database, stored } = fakeDatabase()
    const answer = await acceptBeacon(database, beacon('x'.repeat(BEACON_BODY_LIMIT + 1)))
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ error: 'The request body must be at most 2 KB' })
    expect(await stored()).toEqual([])
  })

  it('refuses what is not JSON, and what is not a beacon event, with 400 and the reason', async () => {
    const { database, stored } = fakeDatabase()
    const notJson = await acceptBeacon(database, beacon('{"kind":'))
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'The request body is not valid JSON' })
    const withQuery = await acceptBeacon(database, beacon({ kind: 'read', path: '/a?b=c' }))
    expect(withQuery.status).toBe(400)
    expect(((await withQuery.json()) as { error: string }).error).toMatch(/path/)
    const unknownKind = await acceptBeacon(database, beacon({ kind: 'click', path: '/' }))
    expect(unknownKind.status).toBe(400)
    expect(await stored()).toEqual([])
  })

  it('stores a search without a query that holds an e-mail address', async () => {
    const { database, stored } = fakeDatabase()
    const search = { kind: 'search', path: '/search', query: 'Jane@Example.com', results: 0 }
    expect((await acceptBeacon(database, beacon(search))).status).toBe(202)
    expect(await stored()).toMatchObject([{ kind: 'search', searchQuery: null }])
  })

  it("refuses another site's pages with 403", async () => {
    const { database, stored } = fakeDatabase()
    const fromElsewhere = await acceptBeacon(
      database,
      beacon(PAGEVIEW, { origin: 'https://attacker.example' }),
    )
    expect(fromElsewhere.status).toBe(403)
    expect(fromElsewhere.headers.get('cache-control')).toBe('no-store')
    const crossSite = beacon(PAGEVIEW, { 'sec-fetch-site': 'cross-site' })
    expect((await acceptBeacon(database, crossSite)).status).toBe(403)
    expect(await stored()).toEqual([])
  })

  it('answers a reader 429 after 120 events in a minute', async () => {
    const { database, stored } = fakeDatabase()
    const statuses: number[] = []
    for (let event = 0; event < 121; event++)
      statuses.push((await acceptBeacon(database, beacon(PAGEVIEW, {}, '192.0.2.99'))).status)
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(202))
    expect(statuses[120]).toBe(429)
    expect(await stored()).toHaveLength(120)
    expect((await acceptBeacon(database, beacon(PAGEVIEW))).status).toBe(202)
  })
})
