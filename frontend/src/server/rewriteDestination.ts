import type { ServerResponse } from 'node:http'

import { beforeHead } from '../compat/responseTaps'

const REWRITE_HEADER = 'x-middleware-rewrite'

/**
 * Next answers a request its proxy rewrote with X-Middleware-Rewrite naming the destination: for
 * the /api and media paths that is the CMS's internal address. No client of the site needs it
 * (Next's own client router does not read it), so it is dropped before the head goes out.
 */
export function hideRewriteDestination(response: ServerResponse): void {
  beforeHead(response, () => response.removeHeader(REWRITE_HEADER))
}
