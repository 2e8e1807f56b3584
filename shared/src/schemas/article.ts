import '../zodInBrowsers'
import { z } from 'zod'

import { ARTICLE_TYPES, EXCERPT_MAX_WORDS } from '../constants'
import { countWords } from '../text'

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
