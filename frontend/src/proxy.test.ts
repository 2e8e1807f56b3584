import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { proxy } from './proxy'
import { SITE_LOCALE } from './lib/siteLocale'

// The unit project has no `@/` alias: the modules the proxy's preview headers import by it.
vi.mock('@/env', () => import('./env'))
vi.mock('@/lib/contentSecurityPolicy', () => import('./lib/contentSecurityPolicy'))

/** Where the proxy sends a reader's GET of `path`: the path Next routes it to. */
async function routedPath(path: string): Promise<string | null> {
  const answer = await proxy(new NextRequest(new URL(path, 'http://site.test')))
  const rewrite = answer.headers.get('x-middleware-rewrite')
  return rewrite === null ? null : new URL(rewrite).pathname
}

describe('the proxy and the feeds', () => {
  it.each([
    ['/rss.xml', `/${SITE_LOCALE}/rss.xml`],
    ['/tags/bitcoin/rss.xml', `/${SITE_LOCALE}/tags/bitcoin/rss.xml`],
    ['/authors/raj-patel/rss.xml', `/${SITE_LOCALE}/authors/raj-patel/rss.xml`],
    ['/Tags/Bitcoin/RSS.xml', `/${SITE_LOCALE}/tags/bitcoin/rss.xml`],
  ])("sends %s to the feed's route handler in the locale segment", async (path, routed) => {
    expect(await routedPath(path)).toBe(routed)
  })
})

/** Where the proxy sends a GET of `path` with `accept`: the whole address it is rewritten to. */
async function rewrittenTo(path: string, accept: string): Promise<string | null> {
  const url = new URL(path, 'http://site.test')
  const answer = await proxy(new NextRequest(url, { headers: { accept } }))
  return answer.headers.get('x-middleware-rewrite')
}

describe('the proxy and the social web', () => {
  const CMS = 'http://cms.test:3001'
  const atCms = (path: string) => `${CMS}${path}`
  const cmsBefore = process.env.CMS_URL
  beforeAll(() => {
    process.env.CMS_URL = CMS
  })
  afterAll(() => {
    if (cmsBefore === undefined) delete process.env.CMS_URL
    else process.env.CMS_URL = cmsBefore
  })

  it.each([
    ['application/activity+json'],
    ['application/ld+json; profile="https://www.w3.org/ns/activitystreams"'],
  ])("hands an article's address asked for as %s to the CMS", async (accept) => {
    expect(await rewrittenTo('/articles/some-slug', accept)).toBe(atCms('/articles/some-slug'))
  })

  it('answers a browser asking for the same address with the page, as before', async () => {
    expect(await rewrittenTo('/articles/some-slug', 'text/html,application/xhtml+xml')).toBe(
      `http://site.test/${SITE_LOCALE}/articles/some-slug`,
    )
  })

  it.each([
    '/.well-known/webfinger?resource=acct:blockwise@site.test',
    '/.well-known/nodeinfo',
    '/nodeinfo/2.1',
    '/ap/actors/blockwise',
    '/ap/actors/blockwise/outbox?page=2',
  ])('hands %s to the CMS whatever it accepts, path and query kept', async (path) => {
    expect(await rewrittenTo(path, 'text/html')).toBe(atCms(path))
    expect(await rewrittenTo(path, 'application/jrd+json')).toBe(atCms(path))
  })
})
