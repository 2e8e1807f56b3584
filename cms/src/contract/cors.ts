import { methodsNotAllowed, type Handler } from './http'
import { PUBLIC_READ_HEADERS, READER_REQUEST_HEADERS } from './publicReadHeaders'

const PUBLIC_PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': READER_REQUEST_HEADERS,
  'access-control-max-age': '86400',
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers)
  for (const [name, value] of Object.entries(headers)) merged.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: merged,
  })
}

/**
 * A reader's GET of the documented API (HEAD is Next's, from GET): any origin may read every
 * answer of it. Its route's other methods are `publicReadMethods()`.
 */
export function publicRead<C>(get: Handler<C>): Handler<C> {
  return async (request, context) => withHeaders(await get(request, context), PUBLIC_READ_HEADERS)
}

/**
 * The other methods of a public read's route: 405 with Allow and no CORS header, and OPTIONS
 * granting any origin's preflight for GET and HEAD with the readers' headers.
 */
export function publicReadMethods() {
  const methods = methodsNotAllowed('GET')
  return {
    ...methods,
    OPTIONS: (request: Request) => withHeaders(methods.OPTIONS(request), PUBLIC_PREFLIGHT_HEADERS),
  }
}
