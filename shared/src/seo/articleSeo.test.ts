import { describe, expect, it } from 'vitest'

import {
  CANONICAL_URL_INVALID,
  META_DESCRIPTION_MAX_LENGTH,
  SOCIAL_TITLE_MAX_LENGTH,
  checkCanonicalUrl,
  checkMetaDescription,
  checkSocialTitle,
  normalizedCanonicalUrl,
} from './articleSeo'

describe('an article’s meta description and social title', () => {
  it('may be empty, which keeps the site’s defaults', () => {
    for (const empty of [null, undefined, '']) {
      expect(checkMetaDescription(empty)).toBe(true)
      expect(checkSocialTitle(empty)).toBe(true)
    }
  })

  it('are plain text up to their limits, line breaks allowed', () => {
    expect(checkMetaDescription('a'.repeat(META_DESCRIPTION_MAX_LENGTH))).toBe(true)
    expect(checkMetaDescription('Two lines:\nstill a description & more > less')).toBe(true)
    expect(checkSocialTitle('b'.repeat(SOCIAL_TITLE_MAX_LENGTH))).toBe(true)
  })

  it('refuse text past the limit, saying the limit and the length', () => {
    expect(checkMetaDescription('a'.repeat(10_240))).toBe(
      `Meta description must be ${META_DESCRIPTION_MAX_LENGTH} characters or less (it has 10240)`,
    )
    expect(checkSocialTitle('b'.repeat(SOCIAL_TITLE_MAX_LENGTH + 1))).toBe(
      `Social title must be ${SOCIAL_TITLE_MAX_LENGTH} characters or less (it has ${SOCIAL_TITLE_MAX_LENGTH + 1})`,
    )
  })

  it('refuse HTML, control characters and anything not text', () => {
    expect(checkMetaDescription('<b>Bold</b> claims')).toBe(
      'Meta description must be plain text, without HTML tags',
    )
    expect(checkSocialTitle('<script>alert(1)</script>')).toBe(
      'Social title must be plain text, without HTML tags',
    )
    expect(checkMetaDescription('bell\u0007')).toBe(
      'Meta description must not contain control characters',
    )
    expect(checkSocialTitle(42)).toBe('Social title must be text')
  })
})

describe('an article’s canonical URL', () => {
  it('may be empty', () => {
    expect(checkCanonicalUrl(null)).toBe(true)
    expect(checkCanonicalUrl('')).toBe(true)
  })

  it('is an absolute https address', () => {
    expect(checkCanonicalUrl('https://partner.example/markets/story?id=7')).toBe(true)
  })

  it('refuses other schemes, relative addresses and credentials', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'http://partner.example/story',
      'data:text/html,<script>alert(1)</script>',
      '/articles/elsewhere',
      'partner.example/story',
      'ftp://partner.example/story',
    ])
      expect(checkCanonicalUrl(hostile), hostile).toBe(CANONICAL_URL_INVALID)
    expect(checkCanonicalUrl('https://user:secret@partner.example/')).toBe(
      'Canonical URL must not contain a user name or password',
    )
    expect(checkCanonicalUrl(`https://partner.example/${'a'.repeat(2048)}`)).toBe(
      'Canonical URL must be 2048 characters or less',
    )
  })

  it('is stored as the site’s pages write it: no fragment, a bare host as its origin', () => {
    expect(normalizedCanonicalUrl('  https://Partner.Example/a b#top ')).toBe(
      'https://partner.example/a%20b',
    )
    expect(normalizedCanonicalUrl('https://partner.example/')).toBe('https://partner.example')
    expect(normalizedCanonicalUrl('https://partner.example/?q=1')).toBe(
      'https://partner.example/?q=1',
    )
    expect(normalizedCanonicalUrl('not a url')).toBe('not a url')
  })
})
