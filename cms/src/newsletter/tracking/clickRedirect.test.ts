import { afterEach, describe, expect, it, vi } from 'vitest'

import { flushEvents } from '@/analytics/ingest/eventWriter'
import type { Queryable } from '@/contract/counters'

import { STORED_LINK_MAX, clickRedirect } from './clickRedirect'
import { clickSignature } from './signature'

const ISSUE = '0b9c3f7e-6a51-4d0e-9f3a-2c1d5e8b7a60'
const LINK = 'https://example.org/report?utm_source=newsletter&id=7'
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'

function fakeDatabase() {
  const query = vi.fn<Queryable['query']>(() => Promise.resolve({ rows: [] }))
  return { database: { query }, query }
}

function click(link: string, signature = clickSignature(ISSUE, link), headers = {}) {
  const query = new URLSearchParams({ i: ISSUE, u: link, s: signature })
  return new Request(`http://cms.test/api/newsletter/click?${query}`, {
    headers: { 'user-agent': BROWSER, ...headers },
  })
}

const unsigned = (query: Record<string, string>) =>
  new Request(`http://cms.test/api/newsletter/click?${new URLSearchParams(query)}`, {
    headers: { 'user-agent': BROWSER },
  })

/** The columns of the one event batch written (eventWriter's INSERT order). */
async function writtenColumns(query: ReturnType<typeof fakeDatabase>['query']) {
  await flushEvents()
  expect(query).toHaveBeenCalledTimes(1)
  return query.mock.calls[0]![1]
}

afterEach(flushEvents)

describe('clickRedirect', () => {
  it('redirects a signed link with 302 and no-store, and counts the click', async () => {
    const { database, query } = fakeDatabase()
    const response = await clickRedirect(click(LINK), database)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(LINK)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const columns = await writtenColumns(query)
    expect(columns[1]).toEqual(['newsletter_click'])
    expect(columns[14]).toEqual([ISSUE])
    expect(columns[15]).toEqual([LINK])
    expect(columns[10]).toEqual([expect.stringMatching(/^-?\d+$/)])
  })

  it('counts a reader whose browser opts out without a visitor', async () => {
    const { database, query } = fakeDatabase()
    await clickRedirect(click(LINK, undefined, { 'sec-gpc': '1' }), database)
    expect((await writtenColumns(query))[10]).toEqual([null])
  })

  it('stores at most 1,024 characters of a link but redirects to all of it', async () => {
    const long = `https://example.org/?q=${'x'.repeat(2000)}`
    const { database, query } = fakeDatabase()
    const response = await clickRedirect(click(long), database)
    expect(response.headers.get('location')).toBe(long)
    expect((await writtenColumns(query))[15]).toEqual([long.slice(0, STORED_LINK_MAX)])
  })

  it('answers a HEAD like the GET but counts nothing', async () => {
    const { database, query } = fakeDatabase()
    const response = await clickRedirect(new Request(click(LINK), { method: 'HEAD' }), database)
    await flushEvents()
    expect(response.status).toBe(302)
    expect(query).not.toHaveBeenCalled()
  })

  it.each([['Mozilla/5.0 (compatible; Googlebot/2.1)'], ['']])(
    'sends a bot or scanner (%j) on without counting it',
    async (userAgent) => {
      const { database, query } = fakeDatabase()
      const response = await clickRedirect(
        click(LINK, undefined, { 'user-agent': userAgent }),
        database,
      )
      await flushEvents()
      expect(response.status).toBe(302)
      expect(query).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['a forged signature', click(LINK, 'AAAAAAAAAAAAAAAAAAAAAA')],
    ['a signature of another link', click('https://evil.example/', clickSignature(ISSUE, LINK))],
    ['no signature', unsigned({ i: ISSUE, u: LINK })],
    ['a signed javascript: URL', click('javascript:alert(1)')],
    ['a signed data: URL', click('data:text/html,<script>alert(1)</script>')],
    ['a malformed issue id', unsigned({ i: '1', u: LINK, s: clickSignature('1', LINK) })],
  ])('refuses %s with 400, no redirect and nothing counted', async (_, request) => {
    const { database, query } = fakeDatabase()
    const response = await clickRedirect(request, database)
    await flushEvents()
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(((await response.json()) as { error: string }).error).toMatch(/\w/)
    expect(query).not.toHaveBeenCalled()
  })
})
