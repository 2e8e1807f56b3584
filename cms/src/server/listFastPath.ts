import type { IncomingMessage, ServerResponse } from 'node:http'

import { readerArticleListResponse } from '@/contract/articleListResponse'
import type { Queryable } from '@/contract/searchHits'

import { answersReaderQuery } from './fastPathAnswer'

/** GET /api/articles, with its query: nothing percent-encoded in the path. */
const LIST_PATH = /^\/api\/articles(\?|$)/

/**
 * Answers a reader's list of articles before Next sees it, as readingFastPath.ts answers an
 * article page's read: every section, tag and author page the site fills asks for one, and Next's
 * request machinery cost the CMS more than the statement that answers it (decision 0026).
 */
export const answersArticleList = (
  request: IncomingMessage,
  response: ServerResponse,
  database: Queryable,
): boolean =>
  answersReaderQuery(request, response, LIST_PATH, (read) =>
    readerArticleListResponse(read, database),
  )
