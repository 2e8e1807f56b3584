import { isSlug } from '@blockwise/shared/text'

import { addOneTo } from './counterBatches'
import type { Counter, Queryable } from './counters'
import { isCrossSite } from './crossSite'
import { errorResponse } from './errorResponse'
import type { ClientRequest } from '@/lib/clientKey'

import { rateLimit, withSpent } from './rateLimit'

/** The readers' actions on an article (POST /api/articles/{slug}/{action}) and what they count. */
const READER_COUNTERS = { clap: 'claps', view: 'views' } as const satisfies Record<string, Counter>
export type ReaderAction = keyof typeof READER_COUNTERS

export const isReaderAction = (value: string): value is ReaderAction =>
  Object.hasOwn(READER_COUNTERS, value)

/**
 * One reader's clap or view of an article, refused from other sites' pages and rate-limited per
 * reader and article: { [counter]: n }, the count that includes it. Shared by Next's routes and
 * the CMS server's fast path (src/server), so it loads neither Next nor Payload. A failing
 * database throws (the caller answers 503/500).
 */
export async function countReaderAction(
  database: Queryable,
  action: ReaderAction,
  slug: string,
  request: ClientRequest,
): Promise<Response> {
  if (isCrossSite(request)) return errorResponse(403, 'Cross-site requests are not accepted')
  if (!isSlug(slug)) return errorResponse(404, 'Article not found')
  const limited = await rateLimit(action, request, slug)
  if (limited?.refused) return limited.refused
  const counter = READER_COUNTERS[action]
  const value = await addOneTo(database, slug, counter)
  const answer =
    value === null ? errorResponse(404, 'Article not found') : Response.json({ [counter]: value })
  return withSpent(answer, limited)
}
