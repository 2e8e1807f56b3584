import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import CachePolicy from 'http-cache-semantics'
import { afterEach, describe, expect, it } from 'vitest'

import { NOT_FOUND_SCREEN_HEADER } from '../lib/notFoundScreens'

import {
  answerPolicy,
  ASKED_AGAIN_WITHIN_MS,
  createMicroCache,
  MAX_ASKED_BYTES,
  MEDIA_CACHE_MS,
  MICRO_CACHE_MS,
  RENEWAL_GRACE_MS,
  RENEWAL_HEADER,
  sharedLifetimeMs,
  type Renew,
} from './microCache'

/** A policy on a clock that stands still: no millisecond passes between storing and asking. */
class StillPolicy extends CachePolicy {
  now(): number {
    return 1_764_662_400_000
  }
}

/** How long the micro-cache may keep an answer to a plain GET with these headers. */
const lifetime = (cacheControl: string, contentType = '') =>
  sharedLifetimeMs(
    answerPolicy(
      { method: 'GET', url: '/', headers: {} },
      { 'cache-control': cacheControl, 'content-type': contentType },
      StillPolicy,
    ),
    contentType,
  )

type Origin = (request: IncomingMessage, response: ServerResponse) => void

/** A real HTTP server answering through the micro-cache, with a clock the test moves. */
async function serve(origin: Origin, renew?: Renew) {
  const clock = { now: 1_000_000 }
  const cache = createMicroCache(() => clock.now, renew)
  const calls: string[] = []
  const server = createServer((request, response) =>
    cache.handle(request, response, () => {
      calls.push(`${request.method} ${request.url}`)
      origin(request, response)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init)
  /**
   * A first ask of `path`, which the cache answers without keeping (ASKED_AGAIN_WITHIN_MS), left
   * out of `calls`: the next ask's answer is kept.
   */
  const askedBefore = async (path: string, init?: RequestInit) => {
    await (await get(path, init)).arrayBuffer()
    calls.pop()
  }
  return { askedBefore, base, cache, calls, clock, get }
}

/** `serve` of `page()`, with the renewals the cache asks for recorded rather than sent. */
async function serveRecordingRenewals() {
  const renewals: Parameters<Renew>[] = []
  const served = await serve(page(), (url, headers) => renewals.push([url, headers]))
  return { ...served, renewals }
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Answers like a Next page served from its cache: shareable for 300 s, written in two chunks. */
const page =
  (cacheControl = 's-maxage=300, stale-while-revalidate=60', extra: Record<string, string> = {}) =>
  (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('cache-control', cacheControl)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('etag', '"v1"')
    response.setHeader('vary', 'rsc, Accept-Encoding')
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value)
    response.write(`<p>${request.url} `)
    response.end(`for ${request.headers['accept-encoding'] ?? 'identity'}</p>`)
  }

describe('the micro-cache in front of Next', () => {
  it('serves a shareable answer from memory for MICRO_CACHE_MS, and renewing for RENEWAL_GRACE_MS more', async () => {
    const { askedBefore, calls, clock, get } = await serve(page())
    await askedBefore('/news')
    const first = await get('/news')
    const firstBody = await first.text()
    const second = await get('/news')
    expect(await second.text()).toBe(firstBody)
    expect(second.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=60')
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)))
    expect(second.headers.get('age')).toBe('0')
    expect(calls).toEqual(['GET /news'])

    clock.now += MICRO_CACHE_MS + RENEWAL_GRACE_MS - 1
    expect(await (await get('/news')).text()).toBe(firstBody)
    expect(calls).toEqual(['GET /news'])

    clock.now += 1
    await (await get('/news')).text()
    expect(calls).toEqual(['GET /news', 'GET /news'])
  })

  it('serves a reader past the lifetime the kept answer, renewing it once, until the renewal lands', async () => {
    const { askedBefore, calls, clock, get, renewals } = await serveRecordingRenewals()
    await askedBefore('/news')
    const first = await (await get('/news')).text()
    clock.now += MICRO_CACHE_MS + RENEWAL_GRACE_MS / 2
    const late = await get('/news')
    expect(await late.text()).toBe(first)
    expect(late.headers.get('age')).toBe(
      String(Math.floor((MICRO_CACHE_MS + RENEWAL_GRACE_MS / 2) / 1000)),
    )
    await (await get('/news')).text()
    expect(calls).toEqual(['GET /news'])
    expect(renewals.map(([url]) => url)).toEqual(['/news'])

    await (await get('/news', { headers: renewals[0]![1] as Record<string, string> })).text()
    clock.now += RENEWAL_GRACE_MS
    await (await get('/news')).text()
    expect(calls).toEqual(['GET /news', 'GET /news'])
  })

  it('renews an answer readers still ask for past half its lifetime, once, before it expires', async () => {
    const { askedBefore, calls, clock, base, renewals } = await serveRecordingRenewals()
    await askedBefore('/news')
    // Readers reach the site by its own name, not by the address its renewals are sent to.
    const asReader = { 'accept-encoding': 'gzip', host: 'blockwise.test' }
    const read = (headers: Record<string, string> = asReader) =>
      new Promise<number | undefined>((resolve) =>
        httpGet(`${base}/news`, { headers }, (answer) => {
          answer.resume()
          answer.on('end', () => resolve(answer.statusCode))
        }),
      )
    await read()
    clock.now += MICRO_CACHE_MS / 4
    await read()
    expect(renewals).toHaveLength(0)

    clock.now += MICRO_CACHE_MS / 4
    // A browser's revalidation (fetch() would add no-cache to it), answered 304 from memory.
    expect(await read({ ...asReader, 'if-none-match': '"v1"' })).toBe(304)
    await read()
    expect(calls).toEqual(['GET /news'])
    expect(renewals).toHaveLength(1)
    const [url, headers] = renewals[0]!
    expect(url).toBe('/news')
    expect(headers['accept-encoding']).toBe('gzip')
    expect(headers.host).toBe('blockwise.test')
    expect(headers['if-none-match']).toBeUndefined()

    // The renewal, as the site's server sends it (node:http, which keeps its Host): a miss whose
    // answer replaces the kept one.
    await read(headers as Record<string, string>)
    expect(calls).toEqual(['GET /news', 'GET /news'])
    clock.now += MICRO_CACHE_MS * 0.75
    await read()
    expect(calls).toHaveLength(2)
  })

  it('keeps an answer only from the second ask of its address within ASKED_AGAIN_WITHIN_MS', async () => {
    const { cache, calls, clock, get } = await serve(page())
    await (await get('/once')).text()
    await (await get('/twice')).text()
    expect(cache.heldBytes()).toBe(0)

    clock.now += ASKED_AGAIN_WITHIN_MS - 1
    await (await get('/twice')).text()
    await (await get('/twice')).text()
    expect(calls).toEqual(['GET /once', 'GET /twice', 'GET /twice'])

    clock.now += ASKED_AGAIN_WITHIN_MS
    await (await get('/once')).text()
    await (await get('/once')).text()
    expect(calls.filter((call) => call === 'GET /once')).toHaveLength(3)
  })

  it('forgets the least recently asked addresses past MAX_ASKED_BYTES of them', async () => {
    const { calls, get } = await serve(page())
    await (await get('/news')).text()
    const filler = 'x'.repeat(8 * 1024)
    for (let made = 0; made * filler.length <= MAX_ASKED_BYTES; made++) {
      await (await get(`/search?q=${made}${filler}`)).text()
    }
    await (await get('/news')).text()
    await (await get('/news')).text()
    expect(calls.filter((call) => call === 'GET /news')).toHaveLength(3)
  })

  it('takes no reader for a renewal: only its own token skips the kept answer', async () => {
    const { askedBefore, calls, get } = await serve(page())
    await askedBefore('/news')
    await (await get('/news')).text()
    await (await get('/news', { headers: { [RENEWAL_HEADER]: 'guessed' } })).text()
    expect(calls).toEqual(['GET /news'])
  })

  it('lets go of the answers past their lifetime and grace, keeping those still servable', async () => {
    const { askedBefore, cache, clock, get } = await serve(page())
    await askedBefore('/news')
    await askedBefore('/learn')
    const newsBytes = (await (await get('/news')).arrayBuffer()).byteLength
    clock.now += MICRO_CACHE_MS / 2
    const learnBytes = (await (await get('/learn')).arrayBuffer()).byteLength
    expect(cache.heldBytes()).toBe(newsBytes + learnBytes)

    clock.now += MICRO_CACHE_MS / 2 + RENEWAL_GRACE_MS
    cache.dropExpired()
    expect(cache.heldBytes()).toBe(learnBytes)
    clock.now += MICRO_CACHE_MS
    cache.dropExpired()
    expect(cache.heldBytes()).toBe(0)
  })

  it('keeps an image for as long as its origin allows, up to MEDIA_CACHE_MS', async () => {
    const { askedBefore, calls, clock, get } = await serve((_request, response) => {
      response.setHeader('content-type', 'image/webp')
      response.setHeader('cache-control', 'public, max-age=3600')
      response.end(Buffer.from([0x52, 0x49, 0x46, 0x46]))
    })
    await askedBefore('/cms-api/media/file/lead.webp')
    await (await get('/cms-api/media/file/lead.webp')).arrayBuffer()
    clock.now += 10 * MICRO_CACHE_MS
    const again = await get('/cms-api/media/file/lead.webp')
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from([0x52, 0x49, 0x46, 0x46]))
    expect(calls).toHaveLength(1)

    clock.now += MEDIA_CACHE_MS
    await (await get('/cms-api/media/file/lead.webp')).arrayBuffer()
    expect(calls).toHaveLength(2)
  })

  it('keeps nothing that is private, personal, failed or not a plain read', async () => {
    const cases: Array<[string, Origin, RequestInit?]> = [
      ['/private', page('private, no-cache, no-store, max-age=0, must-revalidate')],
      ['/uncached', page('')],
      ['/cookie', page(undefined, { 'set-cookie': 'a=b' })],
      ['/any-vary', page(undefined, { vary: '*' })],
      [
        '/missing',
        (_request, response) => {
          response.statusCode = 404
          page()(_request, response)
        },
      ],
      ['/navigation', page(), { headers: { rsc: '1' } }],
      ['/prefetch', page(), { headers: { 'next-router-prefetch': '1' } }],
      ['/editor', page(), { headers: { cookie: 'theme=dark; payload-token=abc' } }],
      ['/draft', page(), { headers: { cookie: 'theme=dark; __prerender_bypass=abc' } }],
      ['/preview', page(), { headers: { cookie: 'blockwise-preview=v1.x' } }],
      ['/signed', page(), { headers: { authorization: 'users API-Key x' } }],
      ['/not-found-screens/page', page(), { headers: { [NOT_FOUND_SCREEN_HEADER]: '1' } }],
      ['/articles/object', page(), { headers: { accept: 'application/activity+json' } }],
      ['/write', page(), { method: 'POST' }],
    ]
    for (const [path, origin, init] of cases) {
      const { askedBefore, calls, get } = await serve(origin)
      await askedBefore(path, init)
      await (await get(path, init)).text()
      await (await get(path, init)).text()
      expect(calls, path).toHaveLength(2)
    }
  })

  it("never answers a preview with a reader's stored page", async () => {
    const { askedBefore, calls, get } = await serve(page())
    await askedBefore('/articles/story')
    await (await get('/articles/story')).text()
    await (await get('/articles/story', { headers: { cookie: '__prerender_bypass=abc' } })).text()
    expect(calls).toHaveLength(2)
  })

  it("never answers a request for an article's ActivityStreams JSON with its stored page", async () => {
    const { askedBefore, calls, get } = await serve(page())
    await askedBefore('/articles/story')
    await (await get('/articles/story')).text()
    const asActivity = {
      headers: {
        accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      },
    }
    await (await get('/articles/story', asActivity)).text()
    expect(calls).toHaveLength(2)
  })

  it('keeps one answer per value of the headers it varies on', async () => {
    const { askedBefore, calls, get } = await serve(page())

    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    const identity = { headers: { 'accept-encoding': 'identity' } }
    await askedBefore('/')
    expect(await (await get('/', gzip)).text()).toContain('for gzip')
    expect(await (await get('/', identity)).text()).toContain('for identity')
    expect(await (await get('/', gzip)).text()).toContain('for gzip')
    expect(await (await get('/', identity)).text()).toContain('for identity')
    expect(calls).toHaveLength(2)
  })

  it('asks the origin when the request says no-cache, and keeps the fresh answer', async () => {
    const { askedBefore, calls, get } = await serve(page())
    await askedBefore('/learn')
    await (await get('/learn')).text()
    await (await get('/learn', { headers: { 'cache-control': 'no-cache' } })).text()
    await (await get('/learn')).text()
    expect(calls).toHaveLength(2)
  })

  it('asks the origin for a reload (max-age=0 once the stored answer has aged)', async () => {
    const { askedBefore, calls, clock, get } = await serve(page())
    await askedBefore('/opinions')
    await (await get('/opinions')).text()
    clock.now += 500
    await (await get('/opinions')).text()
    await (await get('/opinions', { headers: { 'cache-control': 'max-age=0' } })).text()
    expect(calls).toHaveLength(2)
  })

  it("answers a matching If-None-Match with 304 from the stored answer's ETag", async () => {
    const { askedBefore, base, calls, get } = await serve(page())
    await askedBefore('/tools')
    await (await get('/tools')).text()
    // As a browser revalidates: fetch() would add no-cache to a conditional request.
    const revalidate = async (ifNoneMatch: string) => {
      const answer = await new Promise<IncomingMessage>((resolve) =>
        httpGet(
          `${base}/tools`,
          { headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip, deflate' } },
          resolve,
        ),
      )
      answer.resume()
      return answer
    }
    const revalidation = await revalidate('"v1"')
    expect(revalidation.statusCode).toBe(304)
    expect(revalidation.headers.etag).toBe('"v1"')
    // Compared weakly, in a list, as RFC 9110 §13.1.2 says.
    expect((await revalidate('"v0", W/"v1"')).statusCode).toBe(304)
    expect(calls).toHaveLength(1)
  })

  it('serves HEAD from a stored GET without a body', async () => {
    const { askedBefore, calls, get } = await serve(page())
    await askedBefore('/analysis')
    const body = await (await get('/analysis')).text()
    const head = await get('/analysis', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(await head.text()).toBe('')
    expect(calls).toHaveLength(1)
  })

  it('forgets everything on clear(), including answers still being written', async () => {
    let release = () => {}
    let slowAsks = 0
    const { askedBefore, cache, calls, get } = await serve((request, response) => {
      if (request.url === '/slow' && ++slowAsks === 2) {
        release = () => page()(request, response)
      } else page()(request, response)
    })
    await askedBefore('/opinion')
    await askedBefore('/slow')
    await (await get('/opinion')).text()
    const slow = get('/slow')
    await expect.poll(() => calls.length).toBe(2)
    cache.clear()
    release()
    await (await slow).text()
    await (await get('/opinion')).text()
    await (await get('/slow')).text()
    expect(calls).toEqual(['GET /opinion', 'GET /slow', 'GET /opinion', 'GET /slow'])
  })

  it('keeps no answer made while a request from before clear() is open (Next may have joined them)', async () => {
    const held: Array<() => void> = []
    let holdNext = false
    const { askedBefore, cache, calls, get } = await serve((request, response) => {
      if (holdNext) held.push(() => page()(request, response))
      else page()(request, response)
      holdNext = false
    })
    await askedBefore('/featured')
    holdNext = true
    const before = get('/featured')
    await expect.poll(() => held.length).toBe(1)
    cache.clear()
    // Answered while the render for `before` is still running: not kept.
    await (await get('/featured')).text()
    held[0]?.()
    await (await before).text()
    // Once it has ended, the next answer is kept and the one after it is served from memory.
    await (await get('/featured')).text()
    await (await get('/featured')).text()
    expect(calls).toHaveLength(3)
  })

  it('keeps no copy Next marks STALE while it renders the page again', async () => {
    const { askedBefore, calls, get } = await serve(page(undefined, { 'x-nextjs-cache': 'STALE' }))
    await askedBefore('/news')
    await (await get('/news')).text()
    await (await get('/news')).text()
    expect(calls).toHaveLength(2)
  })
})

describe('how long a shared cache may keep an answer', () => {
  it.each([
    ['s-maxage=300, stale-while-revalidate=60', MICRO_CACHE_MS],
    ['public, max-age=0, s-maxage=1', Math.min(1000, MICRO_CACHE_MS)],
    ['public, max-age=60', MICRO_CACHE_MS],
    // RFC 9111 lets a shared cache keep an answer with max-age unless it is private.
    ['max-age=60', MICRO_CACHE_MS],
    ['public, s-maxage=0', 0],
    ['public, no-cache, s-maxage=60', 0],
    ['private, s-maxage=60', 0],
    ['S-MAXAGE=30, No-Store', 0],
    ['', 0],
  ])('%s → %i ms', (cacheControl, expected) => {
    expect(lifetime(cacheControl)).toBe(expected)
  })

  it.each([
    ['public, max-age=3600', 'image/webp', MEDIA_CACHE_MS],
    ['public, max-age=60', 'image/png', 60_000],
    ['public, max-age=86400', 'image/jpeg', MEDIA_CACHE_MS],
    ['private, max-age=3600', 'image/webp', 0],
    ['public, max-age=3600', 'text/html; charset=utf-8', MICRO_CACHE_MS],
  ])('an image may be kept longer: %s for %s → %i ms', (cacheControl, type, expected) => {
    expect(lifetime(cacheControl, type)).toBe(expected)
  })
})
