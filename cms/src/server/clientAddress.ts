import type { IncomingMessage } from 'node:http'
import { isIP, type BlockList } from 'node:net'

import { familyOf, parseNetworks, unmappedAddress } from '../lib/networks'

/**
 * TRUSTED_PROXIES: the addresses (or CIDR ranges) of the proxies that connect to the CMS and append
 * the reader's address to X-Forwarded-For, comma-separated; `loopback` names 127.0.0.0/8 and ::1,
 * `none` trusts nobody. A malformed entry stops the server: a typo must not trust the world.
 */
export const parseTrustedProxies = (setting: string): BlockList =>
  parseNetworks(setting, 'TRUSTED_PROXIES')

/**
 * The reader behind a request: the connection's own address, unless that is a trusted proxy, whose
 * record (the last X-Forwarded-For hop, which it appended) is taken instead. One hop only: what a
 * proxy was told by the reader is never believed.
 */
function resolveClientAddress(request: IncomingMessage, trusted: BlockList): string {
  const peer = unmappedAddress(request.socket.remoteAddress ?? '')
  if (!peer || !trusted.check(peer, familyOf(peer))) return peer || 'unknown'
  const forwarded = request.headers['x-forwarded-for']
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')
  const lastHop = unmappedAddress(joined.split(',').at(-1)?.trim() ?? '')
  return isIP(lastHop) ? lastHop : peer
}

/**
 * Replaces X-Forwarded-For with the resolved reader before anything else reads the request, so
 * the per-client budgets (contract/rateLimit.ts) and Payload see one address nobody could choose.
 */
export function recordClientAddress(request: IncomingMessage, trusted: BlockList): void {
  request.headers['x-forwarded-for'] = resolveClientAddress(request, trusted)
  delete request.headers['x-real-ip']
}
