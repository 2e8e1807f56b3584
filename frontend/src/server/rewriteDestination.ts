import type { ServerResponse } from 'node:http'

const REWRITE_HEADER = 'x-middleware-rewrite'

/**
 * Next answers a request its proxy rewrote with X-Middleware-Rewrite naming the destination: for
 * the /api and media paths that is the CMS's internal address. No client of the site needs it
 * (Next's own client router does not read it), so it is dropped before the head goes out.
 */
export function hideRewriteDestination(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = (...args: unknown[]) => {
    response.removeHeader(REWRITE_HEADER)
    return writeHead(...args)
  }
}
