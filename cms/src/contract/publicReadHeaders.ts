// Without Payload or Next: the CMS server's fast paths answer with them too.

/**
 * Request headers a reader's script may send cross-origin besides the CORS-safelisted ones: the
 * conditional ones that revalidate a kept answer, and the API version it was written for. Not
 * Authorization nor cookies: a cross-origin read is anonymous, and editors' and keys' calls stay
 * same-origin or server-to-server.
 */
export const READER_REQUEST_HEADERS = 'If-None-Match, If-Modified-Since, Blockwise-Version'

/**
 * Response headers a reader's script may read besides the safelisted ones (paging, revalidation,
 * budgets, the API version and its deprecation).
 */
const READER_RESPONSE_HEADERS =
  'ETag, Link, X-Next-Cursor, Total-Count, Retry-After, RateLimit, RateLimit-Policy, Blockwise-Version, Deprecation, Sunset'

/**
 * Every answer of a public read, errors included, for any origin. `*` never varies with the
 * request's Origin (so no `Vary: Origin`), and browsers never pair it with credentials.
 */
export const PUBLIC_READ_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': READER_RESPONSE_HEADERS,
}
