import { edgeCacheHeaders, surrogateKeyHeaders } from '@blockwise/shared'
import { LIFETIMES } from '@blockwise/shared/cacheModel'

/** How long an edge keeps a reader's /api answer: until purged, or a day at most. */
const API_EDGE_SECONDS = LIFETIMES.edgeSeconds

/**
 * The caching headers of an /api answer: a reader's is kept by an edge under `keys` (and by no
 * other shared cache for more than `sharedSeconds`); an editor's is never kept (it may show
 * drafts).
 */
export function readerAnswerHeaders(
  forReaders: boolean,
  keys: readonly string[],
  sharedSeconds: number = LIFETIMES.sharedSeconds,
): Record<string, string> {
  if (!forReaders) return { 'cache-control': 'private, no-store' }
  return { ...edgeCacheHeaders(API_EDGE_SECONDS, sharedSeconds), ...surrogateKeyHeaders(keys) }
}

/**
 * Whether a shared cache (an edge, the site's micro-cache) may keep an answer with these headers:
 * unless it says `private` or `no-store` (RFC 9111), and an edge is not told otherwise. One that
 * says nothing may be kept by a cache's own rule (Varnish's default lifetime, heuristics).
 */
export function sharedCachesMayKeep(headers: Headers): boolean {
  if (headers.has('surrogate-control') || headers.has('cdn-cache-control')) return true
  const cacheControl = headers.get('cache-control')
  return cacheControl === null || !/(^|,)\s*(private|no-store)\s*(,|$)/i.test(cacheControl)
}

/**
 * `answer` as an editor's is sent (no shared cache keeps it), for an answer that carries the
 * caller's own data on a call whose answer is otherwise the same for everyone.
 */
export function keptPrivate(answer: Response): Response {
  if (!sharedCachesMayKeep(answer.headers)) return answer
  const headers = new Headers(answer.headers)
  headers.delete('surrogate-control')
  headers.delete('cdn-cache-control')
  for (const [name, value] of Object.entries(readerAnswerHeaders(false, [])))
    headers.set(name, value)
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}
