import { createHash } from 'node:crypto'

import type { ClientRequest } from '@/lib/clientKey'

/**
 * A weak validator of an answer's body: the site's server may compress the bytes on the way out,
 * which changes them but not what they say (RFC 9110 §8.8.1).
 */
export function bodyEtag(body: string | Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current answer. */
export function matchesIfNoneMatch(request: ClientRequest, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

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
