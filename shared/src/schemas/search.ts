import '../zodInBrowsers'
import { z } from 'zod'

import { ARTICLE_TYPES } from '../constants'
import { hasControlCharacters } from '../text'
import { articleSummarySchema } from './contract'

export const SEARCH_TEXT_MAX_LENGTH = 200
export const SEARCH_LIMIT_MAX = 50
export const SEARCH_LIMIT_DEFAULT = 10
/** Longer cursors are refused before they are decoded. */
export const SEARCH_CURSOR_MAX_LENGTH = 512

/** What a reader typed into the search box: its messages are the answer's whole error. */
export const searchTextSchema = z
  .string()
  .trim()
  .min(1, 'Enter something to search for')
  .max(
    SEARCH_TEXT_MAX_LENGTH,
    `Search text is too long (at most ${SEARCH_TEXT_MAX_LENGTH} characters)`,
  )
  .refine((text) => !hasControlCharacters(text), 'Search text cannot contain control characters')

/** Query of GET /api/search; an unknown parameter is an error rather than silently ignored. */
export const searchQuerySchema = z.strictObject({
  q: searchTextSchema,
  type: z.enum(ARTICLE_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  // Checked by the CMS, which answers any bad cursor alike.
  cursor: z.string().optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const SEARCH_MATCHES = ['words', 'similar-title'] as const

export const searchResultSchema = articleSummarySchema
  .extend({
    snippet: z.string().meta({
      description: 'HTML: escaped text of the article in which only <mark>…</mark> is markup',
    }),
    matchedBy: z.enum(SEARCH_MATCHES).meta({
      description:
        '`similar-title`: nothing matched the words, so articles titled or tagged with words similar to a short query are offered',
    }),
  })
  .meta({ id: 'SearchResult' })
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchResultListSchema = z.array(searchResultSchema)
