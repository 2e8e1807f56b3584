import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { CMS_DIR } from '../../scripts/lib/paths'

const cmsUrl = inject('cmsUrl')
const ORIGIN = 'https://integrator.example'
const SOME_ID = '00000000-0000-4000-8000-000000000000'

type Method = 'GET' | 'POST' | 'DELETE'

/** Every /api route (by its folder under cms/src/app/api), a URL of it, what it serves. */
const ROUTES: Record<string, { url: string; methods: Method[]; publicRead?: true }> = {
  'analytics/articles/[id]': { url: `/api/analytics/articles/${SOME_ID}`, methods: ['GET'] },
  'analytics/events': { url: '/api/analytics/events', methods: ['POST'] },
  'analytics/newsletter': { url: '/api/analytics/newsletter', methods: ['GET'] },
  'analytics/overview': { url: '/api/analytics/overview', methods: ['GET'] },
  articles: { url: '/api/articles', methods: ['GET'], publicRead: true },
  'articles/[slug]': { url: '/api/articles/any-slug', methods: ['GET'], publicRead: true },
  'articles/[slug]/accept-seo-title': {
    url: `/api/articles/${SOME_ID}/accept-seo-title`,
    methods: ['POST'],
  },
  'articles/[slug]/clap': { url: '/api/articles/any-slug/clap', methods: ['POST'] },
  'articles/[slug]/claps': {
    url: '/api/articles/any-slug/claps',
    methods: ['GET'],
    publicRead: true,
  },
  'articles/[slug]/fediverse': {
    url: '/api/articles/any-slug/fediverse',
    methods: ['GET'],
    publicRead: true,
  },
  'articles/[slug]/og-image': {
    url: '/api/articles/any-slug/og-image',
    methods: ['GET'],
    publicRead: true,
  },
  'articles/[slug]/reject-seo-title': {
    url: `/api/articles/${SOME_ID}/reject-seo-title`,
    methods: ['POST'],
  },
  'articles/[slug]/reading': {
    url: '/api/articles/any-slug/reading',
    methods: ['GET'],
    publicRead: true,
  },
  'articles/[slug]/related': {
    url: '/api/articles/any-slug/related',
    methods: ['GET'],
    publicRead: true,
  },
  'articles/[slug]/view': { url: '/api/articles/any-slug/view', methods: ['POST'] },
  authors: { url: '/api/authors', methods: ['GET'], publicRead: true },
  changes: { url: '/api/changes', methods: ['GET'], publicRead: true },
  claps: { url: '/api/claps?slugs=any-slug', methods: ['GET'], publicRead: true },
  'authors/[authorId]': { url: `/api/authors/${SOME_ID}`, methods: ['GET'], publicRead: true },
  'fediverse/articles/[id]': { url: `/api/fediverse/articles/${SOME_ID}`, methods: ['GET'] },
  'fediverse/overview': { url: '/api/fediverse/overview', methods: ['GET'] },
  generation: { url: '/api/generation', methods: ['GET', 'POST'] },
  'incomplete-articles': { url: '/api/incomplete-articles', methods: ['GET'] },
  'incomplete-articles/[id]': { url: `/api/incomplete-articles/${SOME_ID}`, methods: ['DELETE'] },
  'incomplete-articles/[id]/retry': {
    url: `/api/incomplete-articles/${SOME_ID}/retry`,
    methods: ['POST'],
  },
  glossary: { url: '/api/glossary', methods: ['GET'], publicRead: true },
  'glossary/[slug]': { url: '/api/glossary/any-slug', methods: ['GET'], publicRead: true },
  'market/coins': { url: '/api/market/coins', methods: ['GET'], publicRead: true },
  redirects: { url: '/api/redirects', methods: ['GET'], publicRead: true },
  'market/history': { url: '/api/market/history', methods: ['GET'], publicRead: true },
  'market/search': { url: '/api/market/search', methods: ['GET'], publicRead: true },
  'newsletter/click': { url: '/api/newsletter/click', methods: ['GET'] },
  'newsletter/confirm': { url: '/api/newsletter/confirm', methods: ['POST'] },
  'newsletter/digest/preview': { url: '/api/newsletter/digest/preview', methods: ['GET'] },
  'newsletter/digest/propose': { url: '/api/newsletter/digest/propose', methods: ['POST'] },
  'newsletter/digest/send': { url: '/api/newsletter/digest/send', methods: ['POST'] },
  'newsletter/digest/test': { url: '/api/newsletter/digest/test', methods: ['POST'] },
  'newsletter/issues': { url: '/api/newsletter/issues', methods: ['GET'] },
  'newsletter/open': { url: '/api/newsletter/open', methods: ['GET'] },
  'newsletter/subscribe': { url: '/api/newsletter/subscribe', methods: ['POST'] },
  'newsletter/subscribers.csv': { url: '/api/newsletter/subscribers.csv', methods: ['GET'] },
  'newsletter/subscribers/counts': { url: '/api/newsletter/subscribers/counts', methods: ['GET'] },
  'newsletter/unsubscribe': { url: '/api/newsletter/unsubscribe', methods: ['GET', 'POST'] },
  'openapi.json': { url: '/api/openapi.json', methods: ['GET'], publicRead: true },
  paths: { url: '/api/paths', methods: ['GET'], publicRead: true },
  'paths/[slug]': { url: '/api/paths/any-slug', methods: ['GET'], publicRead: true },
  'preview/articles/[id]': { url: `/api/preview/articles/${SOME_ID}`, methods: ['GET'] },
  search: { url: '/api/search', methods: ['GET'], publicRead: true },
  sitemap: { url: '/api/sitemap', methods: ['GET'], publicRead: true },
  'sitemap/articles/[n]': { url: '/api/sitemap/articles/1', methods: ['GET'], publicRead: true },
  tags: { url: '/api/tags', methods: ['GET'], publicRead: true },
  'tags/[slug]': { url: '/api/tags/any-slug', methods: ['GET'], publicRead: true },
}

function routeFolders(): string[] {
  const apiDir = path.join(CMS_DIR, 'src/app/api')
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === 'route.ts')
    .map((entry) => path.dirname(entry).split(path.sep).join('/'))
    .filter((folder) => folder !== '[...path]')
    .sort()
}

const calls = Object.values(ROUTES).flatMap((route) =>
  route.methods.map((method) => ({ method, url: route.url })),
)
const publicReads = Object.values(ROUTES).filter((route) => route.publicRead)
const others = Object.values(ROUTES).filter((route) => !route.publicRead)

const send = (method: string, url: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}${url}`, { method, headers, redirect: 'manual' })

const preflight = (url: string, method: string, headers?: string) =>
  send('OPTIONS', url, {
    origin: ORIGIN,
    'access-control-request-method': method,
    ...(headers ? { 'access-control-request-headers': headers } : {}),
  })

describe('the /api routes this test covers', () => {
  it('are every route of the CMS', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(routeFolders())
  })
})

describe('unknown query parameters', () => {
  it.each(calls)('$method $url refuses one with 400', async ({ method, url }) => {
    const response = await send(method, `${url}${url.includes('?') ? '&' : '?'}bogus=1`, {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown query parameter: bogus' })
  })

  it('are refused even beside known ones, and an unknown path stays 404', async () => {
    const listed = await send('GET', '/api/articles?limit=1&tags=bitcoin')
    expect(await listed.json()).toEqual({ error: 'Unknown query parameter: tags' })
    expect((await send('GET', '/api/nothing-here?bogus=1')).status).toBe(404)
  })
})

describe('CORS of reader GETs', () => {
  it.each(publicReads)('GET and HEAD $url answer any origin', async ({ url }) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await send(method, url, { origin: ORIGIN })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Next-Cursor')
    }
  })

  it.each(publicReads)(
    'OPTIONS $url grants a GET preflight with conditional headers',
    async ({ url }) => {
      const response = await preflight(url, 'GET', 'if-none-match')
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD')
      expect(response.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/i)
      expect(response.headers.get('access-control-allow-headers')).not.toMatch(/authorization/i)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    },
  )

  it('answers errors of reader GETs to any origin too', async () => {
    const response = await send('GET', '/api/tags/no-such-tag-anywhere', { origin: ORIGIN })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('CORS of writes and editors’ calls', () => {
  it.each(others)(
    'OPTIONS $url lists its methods and grants no cross-origin preflight',
    async ({ url, methods }) => {
      const response = await preflight(url, methods[0] ?? 'GET', 'content-type')
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-allow-methods')).toBeNull()
      const served = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
      expect(response.headers.get('allow')).toBe(served.join(', '))
    },
  )

  it.each(calls.filter(({ url }) => !publicReads.some((route) => route.url === url)))(
    '$method $url carries no CORS header',
    async ({ method, url }) => {
      const response = await send(method, url, {
        origin: ORIGIN,
        'content-type': 'application/json',
      })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    },
  )

  it('still refuses a reader’s write from another site', async () => {
    const response = await send('POST', '/api/articles/any-slug/clap', {
      origin: ORIGIN,
      'content-type': 'application/json',
    })
    expect(response.status).toBe(403)
  })
})
