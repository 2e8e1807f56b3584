import type { IncomingMessage, ServerResponse } from 'node:http'

import { searchResponse } from '@/contract/searchResponse'
import type { SearchDatabase } from '@/contract/searchTimeBudget'

import { answerPublicReadBeforeNext, isPlainAnonymousGet } from './fastPathAnswer'
import { routeHeadersOf } from './routeHeaders'

/** GET /api/search, with its query: nothing percent-encoded in the path. */
const SEARCH_PATH = /^\/api\/search(\?|$)/

/**
 * Answers a reader's search before Next sees it, as readingFastPath.ts answers an article page's
 * read: every search results page the site fills asks this once, and Next's request machinery
 * cost the CMS more than the rest of the answer (decision 0026).
 */
export function answersSearch(
  request: IncomingMessage,
  response: ServerResponse,
  database: SearchDatabase,
): boolean {
  if (!isPlainAnonymousGet(request) || !SEARCH_PATH.test(request.url ?? '')) return false
  let url: URL
  try {
    url = new URL(request.url ?? '', 'http://cms.invalid')
  } catch {
    return false
  }
  answerPublicReadBeforeNext(request, response, () =>
    searchResponse({ ...routeHeadersOf(request), url: url.href }, database, true),
  )
  return true
}
