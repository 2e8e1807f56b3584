import { createHash } from 'node:crypto'

import { ifNoneMatchMatches } from '@blockwise/shared/conditionalRequests'

import type { ClientRequest } from '@/lib/clientKey'

/**
 * A weak validator of an answer's body: the site's server may compress the bytes on the way out,
 * which changes them but not what they say (RFC 9110 §8.8.1).
 */
function bodyEtag(body: string | Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}

/** Whether the caller's stored copy, named in If-None-Match, is the answer with `etag`. */
export const matchesIfNoneMatch = (request: ClientRequest, etag: string): boolean =>
  ifNoneMatchMatches(request.headers.get('if-none-match'), etag)

/**
 * A JSON answer with its ETag, or 304 with the same caching headers (and no body) when the
 * caller's stored copy is still current.
 */
export function validatedJson(
  request: ClientRequest,
  body: string,
  headers: Record<string, string>,
): Response {
  const etag = bodyEtag(body)
  if (matchesIfNoneMatch(request, etag))
    return new Response(null, { status: 304, headers: { ...headers, etag } })
  return new Response(body, { headers: { 'content-type': 'application/json', ...headers, etag } })
}
