import '../zodInBrowsers'
import { z } from 'zod'

import { articleSummarySchema } from './contract'

/** One answer of GET /api/search: an article summary with why and where it matched. */
export const searchResultSchema = articleSummarySchema
  .extend({
    snippet: z.string().meta({ description: 'Escaped text in which only <mark>…</mark> appears' }),
    matchedBy: z.enum(['words', 'similar-title']),
  })
  .meta({ id: 'SearchResult' })
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchResultListSchema = z.array(searchResultSchema)
