import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EXCERPT_REQUIRED, EXCERPT_TOO_LONG, checkExcerpt } from './article'
import { AVATAR_NOT_LOCAL, checkAvatar } from './author'
import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
} from '../newsletterTexts'
import { newsletterSubscriptionSchema } from './newsletter'
import { addressOfLength } from '../../../tests/support/emailAddresses'

const wordList = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

describe('excerpt (docs/product.md#validation)', () => {
  it('is required', () => {
    expect(checkExcerpt(undefined)).toBe(EXCERPT_REQUIRED)
    expect(checkExcerpt('  ')).toBe(EXCERPT_REQUIRED)
  })

  it('allows at most 40 words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), (count) => {
        expect(checkExcerpt(wordList(count))).toBe(count <= 40 ? true : EXCERPT_TOO_LONG)
      }),
    )
  })
})

describe('avatar (docs/product.md#validation)', () => {
  it.each([
    'avatars/a.png',
    '/avatars/a.png',
    'uploads/a.webp',
    '/uploads/x/a.jpg',
    '',
    null,
    undefined,
  ])('accepts %s', (path) => expect(checkAvatar(path)).toBe(true))

  it.each([
    'a.png',
    'images/a.png',
    'https://cdn.example.com/avatars/a.png',
    'avatars/../secret',
    '//avatars/a.png',
  ])('rejects %s', (path) => expect(checkAvatar(path)).toBe(AVATAR_NOT_LOCAL))
})

describe('newsletter subscription (docs/product.md#validation)', () => {
  const messageOf = (input: unknown) => {
    const result = newsletterSubscriptionSchema.safeParse(input)
    return result.success ? null : result.error.issues[0]?.message
  }

  it('trims both fields and lower-cases the email', () => {
    expect(
      newsletterSubscriptionSchema.parse({ name: '  Ada ', email: ' Ada@Example.COM ' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    })
  })

  it.each([
    [{ name: '', email: 'a@b.co' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 'Ada', email: '   ' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ email: 'a@b.co' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 'x'.repeat(41), email: 'a@b.co' }, NEWSLETTER_FIELDS_TOO_LONG],
    [{ name: 'Ada', email: addressOfLength(255) }, NEWSLETTER_EMAIL_INVALID],
    [{ name: 'Ada', email: 'not-an-email' }, NEWSLETTER_EMAIL_INVALID],
  ])('%o → %s', (input, message) => {
    expect(messageOf(input)).toBe(message)
  })

  it('accepts a 40-character name after trimming', () => {
    expect(messageOf({ name: ` ${'x'.repeat(40)} `, email: 'a@b.co' })).toBeNull()
  })

  it('accepts an address of 254 characters (RFC 5321), trimmed', () => {
    expect(addressOfLength(254)).toHaveLength(254)
    expect(messageOf({ name: 'Ada', email: ` ${addressOfLength(254)} ` })).toBeNull()
  })
})
