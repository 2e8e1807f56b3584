// Without Payload or Next: the CMS server's fast paths answer with them too.
import { sharedCachesMayKeep } from '../edge/readerAnswerHeaders'
import { rateLimitHeaders, type BudgetUse } from '../lib/rateLimitFields'

/**
 * Adds the budgets' RateLimit fields to an answer, after any it carries. `RateLimit`, the
 * caller's own state, is left off an answer a shared cache may keep, which would show it to other
 * callers; `RateLimit-Policy` is the same for every caller, so it goes on every answer. An answer
 * that said nothing about caching (a write's, an error's) is made `private, no-store` first.
 */
export function withRateLimits(answer: Response, uses: readonly BudgetUse[]): Response {
  const fields = rateLimitHeaders(uses)
  if (!fields['ratelimit-policy']) return answer
  const headers = new Headers(answer.headers)
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-store')
  headers.append('ratelimit-policy', fields['ratelimit-policy'])
  if (!sharedCachesMayKeep(headers) && fields.ratelimit)
    headers.append('ratelimit', fields.ratelimit)
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}
