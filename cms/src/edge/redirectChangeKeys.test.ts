import { describe, expect, it } from 'vitest'

import { redirectChangeKeys } from './redirectChangeKeys'

describe("a redirect's purge", () => {
  it('drops every 301 and the page kept at the old address, and not every page', () => {
    expect(redirectChangeKeys({ from: '/articles/old' })).toEqual([
      'list-redirects',
      'article-page-old',
    ])
  })

  it('drops the page at its previous address when an editor moves the redirect', () => {
    expect(redirectChangeKeys({ from: '/articles/b' }, { from: '/articles/a' })).toEqual([
      'list-redirects',
      'article-page-b',
      'article-page-a',
    ])
  })

  it('needs no page of its own to drop the 301s', () => {
    expect(redirectChangeKeys({ from: '/search' }, null)).toEqual(['list-redirects'])
  })
})
