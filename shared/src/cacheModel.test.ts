import { describe, expect, it } from 'vitest'

import { siteResourceOf, UNCACHED_ROUTES } from './cacheModel'

describe('the cache model and the social web', () => {
  it.each([
    '/.well-known/webfinger',
    '/.well-known/nodeinfo',
    '/nodeinfo/2.1',
    '/ap/inbox',
    '/ap/actors/blockwise',
    '/ap/actors/0b7e4a52-1f0c-4d53-9a3e-52d4b1c0a9f1/outbox',
  ])('gives %s no page resource: no cache keeps it, no key names it', (path) => {
    expect(siteResourceOf(path)).toBeUndefined()
  })

  it("declares an article's address as its page, which the fences keep apart from its object", () => {
    expect(siteResourceOf('/articles/some-slug')?.name).toBe('article')
    const uncached = UNCACHED_ROUTES.flatMap(({ routes }) => routes)
    expect(uncached).toContain('/ap/actors/[identifier]/inbox')
    expect(uncached).not.toContain('/articles/[slug]')
  })
})
