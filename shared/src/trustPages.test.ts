import { describe, expect, it } from 'vitest'

import {
  TRUST_PAGE_SLUGS,
  isTrustPageSlug,
  trustPageSchema,
  trustPageSlugProblem,
} from './trustPages'

describe('trust page slugs', () => {
  it.each(TRUST_PAGE_SLUGS)('%s is one', (slug) => {
    expect(isTrustPageSlug(slug)).toBe(true)
    expect(trustPageSlugProblem(slug)).toBeNull()
  })

  it.each([
    '',
    'About',
    'about/',
    '../about',
    'about-us',
    'privacy-policy',
    "ai-policy' OR '1'='1",
    null,
    undefined,
    42,
  ])('%j is refused, naming the ones allowed', (value) => {
    expect(isTrustPageSlug(value)).toBe(false)
    expect(trustPageSlugProblem(value)).toBe(
      'The slug must be one of: about, editorial-standards, ai-policy, corrections-policy',
    )
  })
})

describe('a trust page as the site reads it', () => {
  const page = {
    title: 'AI policy',
    slug: 'ai-policy',
    description: 'How we use AI.',
    contentHtml: '<p>Claude drafts, Gemini draws.</p>',
    updatedAt: '2026-12-05T09:00:00.000Z',
  }

  it('keeps the fields the page shows and drops the rest', () => {
    expect(trustPageSchema.parse({ ...page, id: 'x', _status: 'published' })).toEqual(page)
  })

  it('accepts a page whose body was never rendered', () => {
    expect(trustPageSchema.parse({ ...page, contentHtml: null }).contentHtml).toBeNull()
  })

  it('refuses a slug the site has no route for', () => {
    expect(trustPageSchema.safeParse({ ...page, slug: 'about-us' }).success).toBe(false)
  })
})
