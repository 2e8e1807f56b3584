import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { templatedArticleSlug, templatedPagePath, type PageRequest } from './readerPageRequest'
import { SELF_ORIGIN } from './selfRender'

const reader = (pathname: string, accept?: string): PageRequest => ({
  method: 'GET',
  pathname,
  accept,
  hasHeader: () => false,
  hasCookie: () => false,
})

beforeAll(() => {
  process.env[SELF_ORIGIN] = 'http://127.0.0.1:1'
})
afterAll(() => {
  delete process.env[SELF_ORIGIN]
})

describe("a reader's plain request for a page", () => {
  it('is made from a template whatever page a browser accepts', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
    expect(templatedArticleSlug(reader('/articles/some-slug', browser))).toBe('some-slug')
    expect(templatedPagePath(reader('/articles/some-slug'))).toBe('/articles/some-slug')
    expect(templatedPagePath(reader('/tags/bitcoin', 'application/json'))).toBe('/tags/bitcoin')
  })

  it.each([
    'application/activity+json',
    'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    'text/html;q=0.1, application/activity+json',
  ])('is never one that asks for ActivityStreams JSON (%s)', (accept) => {
    expect(templatedArticleSlug(reader('/articles/some-slug', accept))).toBeNull()
    expect(templatedPagePath(reader('/articles/some-slug', accept))).toBeNull()
    expect(templatedPagePath(reader('/authors/raj-patel', accept))).toBeNull()
  })
})
