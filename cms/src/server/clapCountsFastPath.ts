import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PreparingQueryable } from '@/contract/articleReading'
import { clapCountsResponse } from '@/contract/clapCounts'

import { answerPublicReadBeforeNext, isPlainAnonymousGet } from './fastPathAnswer'

/** GET /api/claps?slugs=…, with nothing but slugs and commas: anything else is Next's to answer. */
const CLAP_COUNTS_PATH = /^\/api\/claps\?slugs=[a-z0-9,-]*$/

/**
 * Answers a reader's read of clap counts before Next sees it, as tagFastPath.ts answers a tag:
 * every page a reader opens asks it once, and Next's request machinery cost more than the
 * statement that answers it.
 */
export function answersClapCounts(
  request: IncomingMessage,
  response: ServerResponse,
  database: PreparingQueryable,
): boolean {
  const url = request.url ?? ''
  if (!isPlainAnonymousGet(request) || !CLAP_COUNTS_PATH.test(url)) return false
  answerPublicReadBeforeNext(request, response, () =>
    clapCountsResponse({ url: `http://cms${url}` }, database),
  )
  return true
}
