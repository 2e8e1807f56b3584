import { describe, expect, it } from 'vitest'

import { ARTICLE_TYPES } from '../constants'
import { EXCERPT_REQUIRED, EXCERPT_TOO_LONG, articleInsertSchema } from './article'

const insert = {
  title: 'What Is a Blockchain?',
  excerpt: 'A plain-English guide.',
  content: '<p>A ledger many computers keep.</p>',
  authorId: '0b7f6a53-8d3e-4c1a-9d52-0f2c6f1f4a10',
}

const messageOf = (input: unknown) => {
  const result = articleInsertSchema.safeParse(input)
  return result.success ? null : result.error.issues[0]?.message
}

describe('article insert (docs/product.md#validation)', () => {
  it('takes tags as a list, or as a single name that becomes a list of one', () => {
    expect(articleInsertSchema.parse({ ...insert, tags: ['Bitcoin', 'DeFi'] }).tags).toEqual([
      'Bitcoin',
      'DeFi',
    ])
    expect(articleInsertSchema.parse({ ...insert, tags: 'Bitcoin' }).tags).toEqual(['Bitcoin'])
    expect(articleInsertSchema.parse(insert).tags).toEqual([])
    expect(articleInsertSchema.safeParse({ ...insert, tags: 3 }).success).toBe(false)
    expect(articleInsertSchema.safeParse({ ...insert, tags: ['Bitcoin', 3] }).success).toBe(false)
  })

  it('makes articleType optional, news by default, one of the types when given', () => {
    expect(articleInsertSchema.parse(insert).articleType).toBe('news')
    for (const articleType of ARTICLE_TYPES)
      expect(articleInsertSchema.parse({ ...insert, articleType }).articleType).toBe(articleType)
    expect(articleInsertSchema.safeParse({ ...insert, articleType: 'gossip' }).success).toBe(false)
  })

  it('keeps the excerpt rules and their messages', () => {
    expect(messageOf({ ...insert, excerpt: undefined })).toBe(EXCERPT_REQUIRED)
    expect(messageOf({ ...insert, excerpt: '  ' })).toBe(EXCERPT_REQUIRED)
    expect(messageOf({ ...insert, excerpt: Array(41).fill('word').join(' ') })).toBe(
      EXCERPT_TOO_LONG,
    )
  })

  it('drops the id, the timestamps and the server-derived fields', () => {
    const parsed = articleInsertSchema.parse({
      ...insert,
      id: 'a9e1c2d4-0000-4000-8000-000000000000',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
      status: 'published',
      views: 10,
      claps: 10,
    })
    for (const field of ['id', 'createdAt', 'updatedAt', 'status', 'views', 'claps'])
      expect(parsed).not.toHaveProperty(field)
  })

  it('defaults the flags and leaves seoTitle, publishedAt, slug and readTime optional', () => {
    expect(articleInsertSchema.parse(insert)).toEqual({
      ...insert,
      articleType: 'news',
      tags: [],
      featured: false,
      published: false,
    })
    const full = articleInsertSchema.parse({
      ...insert,
      seoTitle: 'Blockchains, plainly',
      publishedAt: '2024-03-01T09:00:00Z',
      slug: 'what-is-a-blockchain',
      readTime: 4,
      featured: true,
      published: true,
    })
    expect(full).toMatchObject({ seoTitle: 'Blockchains, plainly', readTime: 4, published: true })
  })

  it('refuses what the stored fields refuse', () => {
    for (const wrong of [
      { title: ' ' },
      { content: '' },
      { authorId: '' },
      { slug: 'Not A Slug' },
      { readTime: 0 },
      { readTime: 1.5 },
      { publishedAt: 'yesterday' },
    ])
      expect(
        articleInsertSchema.safeParse({ ...insert, ...wrong }).success,
        JSON.stringify(wrong),
      ).toBe(false)
  })
})
