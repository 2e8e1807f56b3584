import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PreparingQueryable } from '@/contract/articleReading'
import { tagResponse } from '@/contract/tags'

import { answerPublicReadBeforeNext, isPlainAnonymousGet } from './fastPathAnswer'
import { routeHeadersOf } from './routeHeaders'

/** GET /api/tags/{slug}: no query string, nothing percent-encoded. */
const TAG_PATH = /^\/api\/tags\/([^/?%]+)$/

/**
 * Answers a reader's read of one tag before Next sees it, as readingFastPath.ts answers an article
 * page's read: every tag page the site fills asks this once, and Next's request machinery cost
 * more than the statement that answers it.
 */
export function answersTagRead(
  request: IncomingMessage,
  response: ServerResponse,
  database: PreparingQueryable,
): boolean {
  if (!isPlainAnonymousGet(request)) return false
  const [, slug] = TAG_PATH.exec(request.url ?? '') ?? []
  if (!slug) return false
  answerPublicReadBeforeNext(request, response, () =>
    tagResponse(routeHeadersOf(request), database, slug, true),
  )
  return true
}
