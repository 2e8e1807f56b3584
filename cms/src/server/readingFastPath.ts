import type { IncomingMessage, ServerResponse } from 'node:http'

import { articleReadingResponse, type PreparingQueryable } from '@/contract/articleReading'

import { answerPublicReadBeforeNext, isPlainAnonymousGet } from './fastPathAnswer'
import { routeHeadersOf } from './routeHeaders'

/** GET /api/articles/{slug}/reading: no query string, nothing percent-encoded. */
const READING_PATH = /^\/api\/articles\/([^/?%]+)\/reading$/

/**
 * Answers a reader's article page read before Next sees it; false when the request is not a plain
 * anonymous one (Next's route serves it: integration keys and sessions, whose budgets and checks
 * live there). Every article page the site renders asks this once; through Next, its request
 * machinery cost several times the one SQL statement that answers it (docs/decisions/0026).
 */
export function answersArticleReading(
  request: IncomingMessage,
  response: ServerResponse,
  database: PreparingQueryable,
): boolean {
  if (!isPlainAnonymousGet(request)) return false
  const [, slug] = READING_PATH.exec(request.url ?? '') ?? []
  if (!slug) return false
  answerPublicReadBeforeNext(request, response, () =>
    articleReadingResponse(routeHeadersOf(request), database, slug),
  )
  return true
}
