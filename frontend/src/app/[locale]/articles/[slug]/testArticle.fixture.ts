import type { z } from 'zod'

import { articleSchema, type Article, type ArticleSeo, type Author } from '@blockwise/shared'

/** The author of the test articles. */
export const TEST_AUTHOR: Author = {
  id: 'w1',
  name: 'Maya Chen',
  slug: 'maya-chen',
  bio: 'Maya writes.',
  avatar: null,
  initials: 'MC',
  color: '#123456',
  age: null,
  writingStyle: null,
  paragraphStyle: null,
  originCountry: null,
  politicalViewpoint: null,
  nativeLanguage: null,
  senseOfHumor: null,
  englishProficiency: null,
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-19T08:00:00.000Z',
}

/**
 * A published article at `slug` as the contract answers it, with `seo` over the defaults (no SEO
 * field set) and `overrides` over the rest.
 */
export function testArticle(
  slug: string,
  seo: Partial<ArticleSeo> = {},
  overrides: Partial<z.input<typeof articleSchema>> = {},
): Article {
  return articleSchema.parse({
    id: `id-${slug}`,
    title: `The story of ${slug}`,
    seoTitle: null,
    slug,
    excerpt: `What ${slug} is about.`,
    featuredImage: null,
    featuredImageSizes: null,
    featuredImageCredit: null,
    aiAssisted: false,
    authorId: TEST_AUTHOR.id,
    articleType: 'news',
    tags: [],
    readTime: 4,
    views: 0,
    claps: 0,
    featured: false,
    published: true,
    status: 'published',
    publishedAt: '2026-11-19T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-19T08:00:00.000Z',
    content: `Body of ${slug}.`,
    seo: {
      description: null,
      socialTitle: null,
      socialImage: null,
      canonicalUrl: null,
      noindex: false,
      ...seo,
    },
    ...overrides,
  } satisfies z.input<typeof articleSchema>)
}
