import { describe, expect, it } from 'vitest'

import { SITE_RESOURCES } from '@blockwise/shared/cacheModel'
import { TRUST_PAGE_SLUGS } from '@blockwise/shared/trustPages'

import { TRUST_PAGE_LINKS } from './trustPageLinks'

describe("the footer's trust page links", () => {
  it('link every trust page once', () => {
    expect(TRUST_PAGE_LINKS.map((link) => link.slug).sort()).toEqual([...TRUST_PAGE_SLUGS].sort())
  })

  it('lead to routes the cache model declares', () => {
    expect(TRUST_PAGE_LINKS.map((link) => `/${link.slug}`).sort()).toEqual(
      [...SITE_RESOURCES.trustPage.routes].sort(),
    )
  })
})
