import '../zodInBrowsers'
import { z } from 'zod'

import { ARTICLE_TYPES, DEFAULT_ARTICLE_TYPE, EXCERPT_MAX_WORDS } from '../constants'
import { countWords, isSlug } from '../text'

export const EXCERPT_REQUIRED = 'Excerpt is required'
export const EXCERPT_TOO_LONG =
  'Excerpt should be concise (maximum 40 words) and ideally end with proper punctuation'

export const excerptSchema = z
  .string({ error: EXCERPT_REQUIRED })
  .trim()
  .min(1, EXCERPT_REQUIRED)
  .refine((excerpt) => countWords(excerpt) <= EXCERPT_MAX_WORDS, EXCERPT_TOO_LONG)

export const articleTypeSchema = z.enum(ARTICLE_TYPES)

/** The docs/product.md#validation excerpt rule as a message, or true when the excerpt is acceptable. */
export function checkExcerpt(excerpt: unknown): true | string {
  const result = excerptSchema.safeParse(excerpt ?? '')
  return result.success ? true : (result.error.issues[0]?.message ?? EXCERPT_REQUIRED)
}

/** A tag as an insert names it. */
const tagNameSchema = z.string().trim().min(1)

/**
 * An article as a client inserts it (docs/product.md#validation): the id, `createdAt`,
 * `updatedAt` and the server-derived fields (`status`, `views`, `claps`) are dropped; `seoTitle`
 * and `publishedAt` are optional; `articleType` is optional (default `news`); `tags` is a list of
 * names or a single name, which becomes a list of one.
 */
export const articleInsertSchema = z.object({
  title: z.string().trim().min(1),
  seoTitle: z.string().trim().optional(),
  /** Derived from the title when left out. */
  slug: z.string().refine(isSlug).optional(),
  excerpt: excerptSchema,
  content: z.string().trim().min(1),
  featuredImage: z.string().nullable().optional(),
  authorId: z.string().trim().min(1),
  articleType: articleTypeSchema.default(DEFAULT_ARTICLE_TYPE),
  tags: z
    .union([z.array(tagNameSchema), tagNameSchema])
    .default([])
    .transform((tags) => (Array.isArray(tags) ? tags : [tags])),
  /** Whole minutes; computed from the body when left out. */
  readTime: z.number().int().min(1).optional(),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
})
export type ArticleInsert = z.output<typeof articleInsertSchema>
