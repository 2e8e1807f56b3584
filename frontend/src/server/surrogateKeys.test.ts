import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { edgeCacheHeaders, surrogateKey, surrogateKeyHeaders } from '@blockwise/shared'

import { createMicroCache } from './microCache'
import { compose, siteMiddleware, type Middleware } from './middleware'
import { LIFETIMES } from '@blockwise/shared/cacheModel'

import { pageSurrogateKeys, surrogateKeys } from './surrogateKeys'

const PAGE_EDGE_SECONDS = LIFETIMES.edgeSeconds
const ARTICLE_PAGE_EDGE_SECONDS = LIFETIMES.articlePageEdgeSeconds

type Origin = (request: IncomingMessage, response: ServerResponse) => void

const passes: Middleware = (_request, _response, next) => next()
const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A real HTTP server running the site's middleware order (with the micro-cache) before `origin`. */
async function serve(origin: Origin) {
  const cache = createMicroCache()
  let calls = 0
  const pipeline = compose(
    siteMiddleware({
      canonicalPaths: passes,
      redirects: passes,
      federationRequests: passes,
      staticFiles: passes,
      microCache: (request, response, next) => cache.handle(request, response, next),
      surrogateKeys,
      compression: passes,
      scriptDeferral: passes,
      notFoundScreens: passes,
    }),
    (request, response) => {
      calls += 1
      origin(request, response)
    },
  )
  const server = createServer(pipeline)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { get: (path: string) => fetch(`${base}${path}`), calls: () => calls }
}

/** Like a Next page from its cache: headers set one by one, then the body. */
const nextPage =
  (cacheControl = 's-maxage=300, stale-while-revalidate=31535700', status = 200): Origin =>
  (_request, response) => {
    response.statusCode = status
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', cacheControl)
    response.end('<html>page</html>')
  }

describe('surrogate keys of the site pages', () => {
  // Named with shared/'s functions: the CMS purges the keys they make.
  const { articlePage, list, allPages } = surrogateKey
  it.each([
    ['/', [list('home'), allPages], PAGE_EDGE_SECONDS],
    ['/articles/bitcoin-halving', [articlePage('bitcoin-halving'), allPages], 300],
    ['/Articles/Bitcoin-Halving/', [articlePage('bitcoin-halving'), allPages], 300],
    ['/news', [list('news'), allPages], PAGE_EDGE_SECONDS],
    ['/opinions', [list('opinion'), allPages], PAGE_EDGE_SECONDS],
    ['/opinion', [list('opinion'), allPages], PAGE_EDGE_SECONDS],
    ['/analysis', [list('analysis'), allPages], PAGE_EDGE_SECONDS],
    ['/learn', [list('learn'), allPages], PAGE_EDGE_SECONDS],
    ['/featured', [list('featured'), allPages], PAGE_EDGE_SECONDS],
    ['/rss.xml', [list('feeds'), allPages], PAGE_EDGE_SECONDS],
    ['/learn/rss.xml', [list('feeds'), allPages], PAGE_EDGE_SECONDS],
    ['/tags/bitcoin/rss.xml', [list('feeds'), allPages], PAGE_EDGE_SECONDS],
    ['/authors/maya-chen/rss.xml', [list('feeds'), allPages], PAGE_EDGE_SECONDS],
    ['/Tags/Bitcoin/rss.xml/', [list('feeds'), allPages], PAGE_EDGE_SECONDS],
    ['/learn/paths/defi-from-zero', [list('learn'), allPages], PAGE_EDGE_SECONDS],
    ['/sitemap.xml', [list('sitemap'), allPages], PAGE_EDGE_SECONDS],
    ['/sitemaps/pages.xml', [list('sitemap'), allPages], PAGE_EDGE_SECONDS],
    ['/sitemaps/articles-3.xml', [list('sitemap'), allPages], PAGE_EDGE_SECONDS],
    ['/news/page/2', [list('news'), allPages], PAGE_EDGE_SECONDS],
    ['/featured/page/50', [list('featured'), allPages], PAGE_EDGE_SECONDS],
    ['/tags/bitcoin', [list('tags'), allPages], PAGE_EDGE_SECONDS],
    ['/tags/bitcoin/page/3', [list('tags'), allPages], PAGE_EDGE_SECONDS],
    ['/authors/maya-chen', [list('authors'), allPages], PAGE_EDGE_SECONDS],
    ['/authors/maya-chen/page/2', [list('authors'), allPages], PAGE_EDGE_SECONDS],
    ['/glossary', [list('glossary'), allPages], PAGE_EDGE_SECONDS],
    ['/glossary/apy', [list('glossary'), allPages], PAGE_EDGE_SECONDS],
    ['/news/something-else', [allPages], PAGE_EDGE_SECONDS],
    ['/constructor', [allPages], PAGE_EDGE_SECONDS],
    ['/tools', [allPages], PAGE_EDGE_SECONDS],
    ['/articles/not%20a%20slug', [allPages], PAGE_EDGE_SECONDS],
  ])('derives the keys of %s from its route', (path, keys, edgeSeconds) => {
    expect(pageSurrogateKeys(path)).toEqual({ keys, edgeSeconds })
  })

  it.each(['/api/articles', '/cms-api/media/file/a.png', '/_next/image', '/internal/revalidate'])(
    'leaves %s to whoever answers it',
    (path) => expect(pageSurrogateKeys(path)).toBeNull(),
  )

  it('keys a shared page and gives it to the edge for long, to browsers for no time', async () => {
    const site = await serve(nextPage())
    const response = await site.get('/articles/bitcoin-halving')
    const expected = {
      ...edgeCacheHeaders(ARTICLE_PAGE_EDGE_SECONDS, LIFETIMES.sharedSeconds),
      ...surrogateKeyHeaders([surrogateKey.articlePage('bitcoin-halving'), surrogateKey.allPages]),
    }
    for (const [name, value] of Object.entries(expected))
      expect(response.headers.get(name), name).toBe(value)
    expect(response.headers.get('surrogate-key')).toBe('article-page-bitcoin-halving site-pages')
    expect(response.headers.get('cache-tag')).toBe('article-page-bitcoin-halving,site-pages')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
  })

  it('still lets the micro-cache keep the page, with the same headers', async () => {
    const site = await serve(nextPage())
    // Kept from its second ask (ASKED_AGAIN_WITHIN_MS), then served from memory.
    await site.get('/news')
    await site.get('/news')
    const again = await site.get('/news')
    expect(site.calls()).toBe(2)
    expect(again.headers.get('surrogate-key')).toBe('list-news site-pages')
    expect(again.headers.get('surrogate-control')).toBe(`max-age=${PAGE_EDGE_SECONDS}`)
  })

  it('keys a page whose headers Next passes to writeHead', async () => {
    const site = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=300' })
      response.end('<html>page</html>')
    })
    const response = await site.get('/')
    expect(response.headers.get('surrogate-key')).toBe('list-home site-pages')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
  })

  it('lets the edge keep the stale copy Next sends while it renders again for a second only', async () => {
    const site = await serve((request, response) => {
      response.setHeader('x-nextjs-cache', 'STALE')
      nextPage()(request, response)
    })
    expect((await site.get('/')).headers.get('surrogate-control')).toBe('max-age=1')
  })

  it('keys the stale copy another instance stored, which Next sends with no Cache-Control', async () => {
    const site = await serve((_request, response) => {
      response.setHeader('x-nextjs-cache', 'STALE')
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end('<html>page</html>')
    })
    const response = await site.get('/articles/bitcoin-halving')
    expect(response.headers.get('surrogate-key')).toBe('article-page-bitcoin-halving site-pages')
    expect(response.headers.get('surrogate-control')).toBe('max-age=1')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
  })

  it("keys a page's shared 404, which its publication purges, and keeps it a minute at most", async () => {
    const site = await serve(nextPage('s-maxage=300', 404))
    const response = await site.get('/articles/not-yet-published')
    expect(response.status).toBe(404)
    expect(response.headers.get('surrogate-key')).toBe('article-page-not-yet-published site-pages')
    expect(response.headers.get('surrogate-control')).toBe('max-age=60')
  })

  it("keys a tag's feed like every feed, and leaves its plain-text 404 to the edge's short cap", async () => {
    const feedAnswer =
      (status: number, contentType: string): Origin =>
      (_request, response) => {
        response.statusCode = status
        response.setHeader('content-type', contentType)
        response.setHeader('cache-control', 'public, max-age=300')
        response.end(status === 200 ? '<rss version="2.0"></rss>' : 'Feed not found')
      }
    const feed = await (
      await serve(feedAnswer(200, 'application/rss+xml; charset=utf-8'))
    ).get('/tags/bitcoin/rss.xml')
    expect(feed.headers.get('surrogate-key')).toBe('list-feeds site-pages')
    expect(feed.headers.get('surrogate-control')).toBe(`max-age=${PAGE_EDGE_SECONDS}`)
    const missing = await (
      await serve(feedAnswer(404, 'text/plain; charset=utf-8'))
    ).get('/tags/no-such-tag/rss.xml')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('surrogate-key')).toBeNull()
  })

  it.each([
    ['an error page', nextPage('private, no-cache, no-store, max-age=0, must-revalidate', 404)],
    ['a server error', nextPage('s-maxage=300', 500)],
    [
      'an answer with no Cache-Control that Next did not take from its cache',
      (_request: IncomingMessage, response: ServerResponse) => {
        response.setHeader('content-type', 'text/html')
        response.end('<html>page</html>')
      },
    ],
    ['a private answer', nextPage('private, max-age=60')],
    [
      'an answer that sets a cookie',
      (request: IncomingMessage, response: ServerResponse) => {
        response.setHeader('set-cookie', 'a=b')
        nextPage()(request, response)
      },
    ],
  ])('leaves %s as Next made it', async (_name, origin) => {
    const site = await serve(origin)
    const response = await site.get('/')
    expect(response.headers.get('surrogate-key')).toBeNull()
    expect(response.headers.get('surrogate-control')).toBeNull()
    expect(response.headers.get('cache-control') ?? '').not.toContain('public')
  })
})
