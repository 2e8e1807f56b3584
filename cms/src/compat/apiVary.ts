/**
 * Compat: Next sends each answer through the Node response's own writeHead, which on-headers wraps
 * on the response the CMS's server hands Next; and the `Vary` names Next and Payload add to every
 * answer (Next's client router's headers, Payload's colour-scheme hint).
 *
 * Why: below.
 *
 * Supported API looked for: a custom server (`next()`, `getRequestHandler`) hands Next the Node
 * response and offers no hook on the answer's head; `headers` in next.config adds headers but
 * cannot take away a name from one; route handlers' own `Vary` is merged with Next's.
 *
 * If it moves: should Next write the head another way, `/api` answers keep Next's and Payload's
 * names, and a shared cache keeps one copy of each per router state and colour scheme.
 * apiVary.canary.test.ts sends an answer through Next's own sending helper and fails first.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import onHeaders from 'on-headers'

import { API_ANSWER_VARY } from '@blockwise/shared/cacheModel'

/** What an answer of the documented API may differ by, as the cache model declares and spells it. */
const API_VARY = new Map(API_ANSWER_VARY.map((name) => [name.toLowerCase(), name]))
const API_PATH = /^\/api(\/|\?|$)/

/**
 * An /api answer's Vary, cut to what changes it (its compression, its API version). Next names
 * its client router's headers on every app route and Payload its admin's colour-scheme hint on
 * every path: neither changes a JSON answer, and each would have a shared cache keep one copy per
 * value it sees.
 */
export function keepApiVaryToItsOwn(request: IncomingMessage, response: ServerResponse): void {
  if (!API_PATH.test(request.url ?? '')) return
  onHeaders(response, () => {
    const vary = response.getHeader('vary')
    if (vary === undefined) return
    const kept = String(vary)
      .split(',')
      .flatMap((name) => API_VARY.get(name.trim().toLowerCase()) ?? [])
    if (kept.length > 0) response.setHeader('vary', [...new Set(kept)].join(', '))
    else response.removeHeader('vary')
  })
}
