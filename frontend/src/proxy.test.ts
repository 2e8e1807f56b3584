import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

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
