import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { REDIRECT_PATH_MESSAGES } from '@blockwise/shared/redirects/paths'

import { validateRedirectFrom, validateRedirectTo } from './redirectRules'

interface Stored {
  redirects?: Array<{ id: string; from: string; to: string }>
  publishedSlugs?: string[]
}

/** A request whose Local API answers from `stored`, as the rules ask it. */
function requestOver({ redirects = [], publishedSlugs = [] }: Stored) {
  const others = (where: unknown) => {
    const except = (where as { id?: { not_equals?: string } }).id?.not_equals
    return redirects.filter((redirect) => redirect.id !== except)
  }
  const payload = {
    find: ({ where }: { where: unknown }) => Promise.resolve({ docs: others(where) }),
    count: ({ collection, where }: { collection: string; where: { and: unknown[] } }) => {
      const [first, second] = where.and as [Record<string, { equals: string }>, unknown]
      if (collection === 'articles') {
        const slug = first.slug?.equals ?? ''
        return Promise.resolve({ totalDocs: publishedSlugs.includes(slug) ? 1 : 0 })
      }
      const from = first.from?.equals
      const candidates = second ? others(second) : redirects
      return Promise.resolve({ totalDocs: candidates.filter((r) => r.from === from).length })
    },
  }
  return { payload } as unknown as PayloadRequest
}

describe("a redirect's from", () => {
  it('is refused where another redirect starts, but not where this one does', async () => {
    const req = requestOver({ redirects: [{ id: 'r1', from: '/old', to: '/new' }] })
    expect(await validateRedirectFrom('/old', { req, siblingData: {} })).toBe(
      'A redirect from /old already exists: change that one instead',
    )
    expect(await validateRedirectFrom('/old', { req, id: 'r1', siblingData: {} })).toBe(true)
  })

  it("is refused at a published article's address, which it would hide", async () => {
    const req = requestOver({ publishedSlugs: ['live'] })
    expect(await validateRedirectFrom('/articles/live', { req, siblingData: {} })).toBe(
      'A published article is at /articles/live: a redirect from there would hide it',
    )
    expect(await validateRedirectFrom('/articles/gone', { req, siblingData: {} })).toBe(true)
  })

  it('is refused outside the site before any query', async () => {
    const req = {} as PayloadRequest
    expect(await validateRedirectFrom('//evil.example', { req, siblingData: {} })).toBe(
      REDIRECT_PATH_MESSAGES.notLocal,
    )
  })
})

describe("a redirect's to", () => {
  const req = requestOver({
    redirects: [
      { id: 'r1', from: '/b', to: '/c' },
      { id: 'r2', from: '/c', to: '/a' },
    ],
  })

  it('is refused when it leads back to its own from, directly or around a loop', async () => {
    expect(await validateRedirectTo('/a', { req, siblingData: { from: '/a' } })).toBe(
      REDIRECT_PATH_MESSAGES.itself,
    )
    expect(await validateRedirectTo('/b', { req, siblingData: { from: '/a' } })).toBe(
      'This redirect would make a loop: /a → /b → /c → /a',
    )
  })

  it('is accepted when the chain it joins ends elsewhere', async () => {
    expect(await validateRedirectTo('/news', { req, siblingData: { from: '/a' } })).toBe(true)
  })

  it('is judged, for a redirect changed, against the others only', async () => {
    expect(await validateRedirectTo('/a', { req, id: 'r2', siblingData: { from: '/c' } })).toBe(
      true,
    )
    expect(await validateRedirectTo('/b', { req, id: 'r2', siblingData: { from: '/c' } })).toBe(
      'This redirect would make a loop: /c → /b → /c',
    )
  })

  it('is refused for another site', async () => {
    expect(
      await validateRedirectTo('https://evil.example', { req, siblingData: { from: '/a' } }),
    ).toBe(REDIRECT_PATH_MESSAGES.notLocal)
  })
})
