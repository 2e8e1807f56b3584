import { z } from 'zod'

import { ARTICLE_STATUSES, ARTICLE_TYPES } from '../constants'

/** Responsive WebP variants of a featured image, as URL paths on the site's origin. */
export const imageSizesSchema = z.object({
  thumbnail: z.string().nullable(),
  card: z.string().nullable(),
  hero: z.string().nullable(),
})

/** An article as GET /api/articles lists it (SPEC §3 fields; `content` is left out of lists). */
export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  seoTitle: z.string().nullable(),
  slug: z.string(),
  excerpt: z.string(),
  featuredImage: z.string().nullable(),
  featuredImageSizes: imageSizesSchema.nullable(),
  authorId: z.string(),
  articleType: z.enum(ARTICLE_TYPES),
  tags: z.array(z.string()),
  readTime: z.number().int(),
  views: z.number().int(),
  claps: z.number().int(),
  featured: z.boolean(),
  published: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ArticleSummary = z.infer<typeof articleSummarySchema>

export const articleListSchema = z.array(articleSummarySchema)

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')

/** Query of GET /api/articles. */
export const articleListQuerySchema = z.object({
  published: booleanParam.optional(),
  featured: booleanParam.optional(),
  articleType: z.enum(ARTICLE_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>

export const errorBodySchema = z.object({ error: z.string() })
