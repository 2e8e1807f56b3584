import type { IncomingMessage, ServerResponse } from 'node:http'
import onHeaders from 'on-headers'

/** What an answer of the documented API may differ by: its compression. */
const API_VARY = new Set(['accept-encoding'])
const API_PATH = /^\/api(\/|\?|$)/

/**
 * An /api answer's Vary, cut to what changes it. Next names its client router's headers on every
 * app route and Payload its admin's colour-scheme hint on every path: neither changes a JSON
 * answer, and each would have a shared cache keep one copy per value it sees.
 */
export function keepApiVaryToItsOwn(request: IncomingMessage, response: ServerResponse): void {
  if (!API_PATH.test(request.url ?? '')) return
  onHeaders(response, () => {
    const vary = response.getHeader('vary')
    if (vary === undefined) return
    const kept = String(vary)
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => API_VARY.has(name))
    if (kept.length > 0) response.setHeader('vary', [...new Set(kept)].join(', '))
    else response.removeHeader('vary')
  })
}
