import { describe, expect, it } from 'vitest'

import { articleSlugOf, storedEventOf, type Reader } from './storedEventOf'

const reader: Reader = {
  device: 'mobile',
  visitor: 42n,
  country: 'PT',
  siteHost: 'blockwise.example',
}

describe('articleSlugOf', () => {
  it("is the slug of an article's page, and undefined for any other path", () => {
    expect(articleSlugOf('/articles/bitcoin-etf-approved')).toBe('bitcoin-etf-approved')
    expect(articleSlugOf('/articles')).toBeUndefined()
    expect(articleSlugOf('/articles/a/b')).toBeUndefined()
    expect(articleSlugOf('/articles/Not_A_Slug')).toBeUndefined()
    expect(articleSlugOf('/tags/bitcoin')).toBeUndefined()
  })
})

describe('storedEventOf', () => {
  it("keeps of a page view the path, the referrer's host and the utm_* values", () => {
    const row = storedEventOf(
      {
        kind: 'pageview',
        path: '/articles/eth-merge',
        query: '?utm_source=Twitter&ref=secret&email=a@b.c',
        referrer: 'https://www.reddit.com/r/ethereum/comments/abc?share=1',
      },
      reader,
    )
    expect(row).toEqual({
      kind: 'pageview',
      path: '/articles/eth-merge',
      articleSlug: 'eth-merge',
      referrerHost: 'reddit.com',
      utmSource: 'twitter',
      utmMedium: null,
      utmCampaign: null,
      device: 'mobile',
      visitor: 42n,
      country: 'PT',
    })
  })

  it('keeps the depth of a scroll and nothing of a read but its page', () => {
    expect(storedEventOf({ kind: 'scroll', path: '/articles/a', depth: 3 }, reader)).toMatchObject({
      kind: 'scroll',
      depth: 3,
      articleSlug: 'a',
    })
    expect(storedEventOf({ kind: 'read', path: '/articles/a' }, reader)).toEqual({
      kind: 'read',
      path: '/articles/a',
      articleSlug: 'a',
      device: 'mobile',
      visitor: 42n,
      country: 'PT',
    })
  })

  it("stores a search's normalised query and result count, and no query that looks personal", () => {
    expect(
      storedEventOf(
        { kind: 'search', path: '/search', query: ' Solana  NFT ', results: 4 },
        reader,
      ),
    ).toMatchObject({ searchQuery: 'solana nft', searchResults: 4, articleSlug: undefined })
    expect(
      storedEventOf(
        { kind: 'search', path: '/search', query: 'me@example.com', results: 0 },
        { ...reader, visitor: null },
      ),
    ).toMatchObject({ searchQuery: null, searchResults: 0, visitor: null })
  })
})
