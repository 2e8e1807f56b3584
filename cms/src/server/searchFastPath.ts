import type { IncomingMessage, ServerResponse } from 'node:http'

import { searchResponse } from '@/contract/searchResponse'
import type { SearchDatabase } from '@/contract/searchTimeBudget'

import { answersReaderQuery } from './fastPathAnswer'

/** GET /api/search, with its query: nothing percent-encoded in the path. */
const SEARCH_PATH = /^\/api\/search(\?|$)/

/**
 * Answers a reader's search before Next sees it, as readingFastPath.ts answers an article page's
 * read: every search results page the site fills asks this once, and Next's request machinery
 * cost the CMS more than the rest of the answer (decision 0026).
 */
export const answersSearch = (
  request: IncomingMessage,
  response: ServerResponse,
  database: SearchDatabase,
): boolean =>
  answersReaderQuery(request, response, SEARCH_PATH, (read) => searchResponse(read, database, true))
