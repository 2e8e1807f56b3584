import type { IncomingMessage, ServerResponse } from 'node:http'

import { READER_BODY_LIMIT } from '@/contract/bodyLimit'
import type { Queryable } from '@/contract/counters'
import { countReaderAction, isReaderAction } from '@/contract/readerCounter'

import { answerBeforeNext } from './fastPathAnswer'
import { routeHeadersOf } from './routeHeaders'

/** POST /api/articles/{slug}/{action}: no query string, nothing percent-encoded. */
const READER_ACTION_PATH = /^\/api\/articles\/([^/?%]+)\/([a-z]+)$/

/**
 * Answers a reader's clap or view before Next sees it; false when the request is not one (Next
 * serves it). These are the CMS's hottest writes: a story that spreads brings one per reader.
 * Through Next, its request machinery (web streams, its Request, tracing) costs several times the
 * UPDATE itself; here the same code (readerCounter.ts) answers from Node's request, with the same
 * budgets and the same answers. Claps carry no data (the site sends no body), so a body within
 * the readers' limit is dropped unread; a larger or chunked one is left to Next's route to refuse
 * (413).
 */
export function answersReaderAction(
  request: IncomingMessage,
  response: ServerResponse,
  database: Queryable,
): boolean {
  // A call with credentials is Next's: an integration key's budget is spent there (http.ts).
  if (request.method !== 'POST' || request.headers.authorization !== undefined) return false
  if (!declaresBodyWithinLimit(request)) return false
  const [, slug, action] = READER_ACTION_PATH.exec(request.url ?? '') ?? []
  if (!slug || !action || !isReaderAction(action)) return false
  answerBeforeNext(request, response, () =>
    countReaderAction(database, action, slug, routeHeadersOf(request)),
  )
  return true
}

function declaresBodyWithinLimit(request: IncomingMessage): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return false
  const length = Number(request.headers['content-length'] ?? 0)
  return Number.isSafeInteger(length) && length >= 0 && length <= READER_BODY_LIMIT
}
