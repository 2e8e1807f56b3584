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
