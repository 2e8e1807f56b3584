import type { IncomingMessage, ServerResponse } from 'node:http'

import { errorResponse } from '@/contract/errorResponse'
import { URL_NOT_VALID } from '@/contract/invalidUrl'

import { answerBeforeNext } from './fastPathAnswer'

/**
 * Refuses a URL carrying a NUL character (`%00`, in its path or query) with a 400 before anything
 * reads it: PostgreSQL's text holds no NUL, so a query or filter with one failed as a 500.
 */
export function refusesNulInUrl(request: IncomingMessage, response: ServerResponse): boolean {
  if (!(request.url ?? '').includes('%00')) return false
  answerBeforeNext(request, response, () => Promise.resolve(errorResponse(400, URL_NOT_VALID)))
  return true
}
