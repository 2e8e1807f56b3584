import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { offerPageFiller, type FilledPage } from '../lib/pageTemplates/pageFiller'
import { RENDER_BY_NEXT, SELF_ORIGIN } from '../lib/pageTemplates/selfRender'

import { templatedPages } from './templatedPages'

const PAGE: FilledPage = {
  body: Buffer.from('<!DOCTYPE html><title>Filled “page”</title>'),
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', "default-src 'self'"],
  ],
}

/** What reached Next: each request's path and whether it was told to render the page itself. */
let toNext: string[] = []
let filled: string[] = []
/** Paths the filler has no page for (Next must render them). */
let unfillable = new Set<string>()
let inFlight = 0
let mostInFlight = 0

const FILL_TIMEOUT_MS = 300
const server = createServer(
  templatedPages(
    (request, response) => {
      toNext.push(`${request.url} ${String(request.headers[RENDER_BY_NEXT] ?? '-')}`)
      response.end('from Next')
    },
    { fillTimeoutMs: FILL_TIMEOUT_MS },
  ),
)
let base = ''

beforeAll(async () => {
  process.env[SELF_ORIGIN] = 'http://127.0.0.1:1'
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  delete process.env[SELF_ORIGIN]
})
beforeEach(() => {
  toNext = []
  filled = []
  unfillable = new Set()
  mostInFlight = 0
  offerPageFiller(async (path) => {
    filled.push(path)
    mostInFlight = Math.max(mostInFlight, ++inFlight)
    await new Promise((resolve) => setTimeout(resolve, 5))
    inFlight--
    if (path === '/articles/broken') throw new Error('no template')
    if (path === '/articles/stuck') await new Promise(() => {})
    return unfillable.has(path) ? null : PAGE
  })
})

describe("the site server's filled pages", () => {
  it("answers a reader's article page from the filler, with the template's headers, before Next", async () => {
    const answer = await fetch(`${base}/Articles/What-Is-DeFi?utm_source=x`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-page-source')).toBe('template')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PAGE.body)
    expect(filled).toEqual(['/articles/what-is-defi'])
    expect(toNext).toEqual([])
  })

  it('sends a HEAD its headers without the page', async () => {
    const answer = await fetch(`${base}/articles/what-is-defi`, { method: 'HEAD' })
    expect(answer.headers.get('content-length')).toBe(String(PAGE.body.length))
    expect(await answer.text()).toBe('')
  })

  it('has Next render what no template makes, telling it not to ask the templates again', async () => {
    unfillable.add('/articles/missing')
    expect(await (await fetch(`${base}/articles/missing`)).text()).toBe('from Next')
    expect(await (await fetch(`${base}/articles/broken`)).text()).toBe('from Next')
    expect(toNext).toEqual(['/articles/missing next', '/articles/broken next'])
  })

  it("answers a tag's, an author's, a glossary term's and a section's older pages from the filler", async () => {
    const paths = [
      '/tags/defi',
      '/Tags/DeFi/page/3',
      '/authors/ada',
      '/glossary/apy',
      '/news/page/500',
    ]
    for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer()
    expect(filled).toEqual([
      '/tags/defi',
      '/tags/defi/page/3',
      '/authors/ada',
      '/glossary/apy',
      '/news/page/500',
    ])
    expect(toNext).toEqual([])
  })

  it('leaves to Next every request a template must not answer', async () => {
    const requests: [string, RequestInit?][] = [
      ['/articles/what-is-defi/extra'],
      ['/articles/%77hat'],
      ['/articles/performance-tips'],
      ['/news'],
      ['/news/page/1'],
      ['/news/page/3'],
      ['/news/page/02'],
      ['/tags/defi/page/1'],
      ['/tags/defi/page/x'],
      ['/tags/performance'],
      ['/glossary'],
      ['/glossary/defi/more'],
      ['/articles/what-is-defi', { method: 'POST' }],
      ['/articles/what-is-defi', { headers: { rsc: '1' } }],
      ['/articles/what-is-defi', { headers: { 'next-router-prefetch': '1' } }],
      ['/articles/what-is-defi', { headers: { [RENDER_BY_NEXT]: 'next' } }],
      ['/articles/what-is-defi', { headers: { cookie: 'a=1; __prerender_bypass=x' } }],
      ['/articles/what-is-defi', { headers: { cookie: 'blockwise-preview=token' } }],
    ]
    for (const [path, init] of requests) await (await fetch(`${base}${path}`, init)).text()
    expect(filled).toEqual([])
    expect(toNext).toHaveLength(requests.length)
  })

  it('gives up a fill that takes too long, so that stuck fills cannot hold every page', async () => {
    const stuck = [fetch(`${base}/articles/stuck`), fetch(`${base}/articles/stuck`)]
    const started = performance.now()
    expect((await fetch(`${base}/articles/after`)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(FILL_TIMEOUT_MS - 50)
    for (const answer of await Promise.all(stuck)) expect(await answer.text()).toBe('from Next')
    expect(toNext).toEqual(['/articles/stuck next', '/articles/stuck next'])
  })

  it('fills two pages at a time, however many readers ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fetch(`${base}/articles/story-${i}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(filled).toHaveLength(8)
    expect(mostInFlight).toBe(2)
  })
})
