import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/** `loopback` in TRUSTED_PROXIES: the site's server on the same host (`npm start`, the tests). */
const LOOPBACK: [string, number][] = [
  ['127.0.0.0', 8],
  ['::1', 128],
]

/**
 * TRUSTED_PROXIES: the addresses (or CIDR ranges) of the proxies that connect to the CMS and append
 * the reader's address to X-Forwarded-For, comma-separated; `loopback` names 127.0.0.0/8 and ::1,
 * `none` trusts nobody. A malformed entry stops the server: a typo must not trust the world.
 */
export function parseTrustedProxies(setting: string): BlockList {
  const trusted = new BlockList()
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (entry === 'none' || entry === '') continue
    const ranges = entry === 'loopback' ? LOOPBACK : [parseRange(entry)]
    for (const [network, bits] of ranges) trusted.addSubnet(network, bits, familyOf(network))
  }
  return trusted
}

function parseRange(entry: string): [string, number] {
  const [address = '', prefix, ...rest] = entry.split('/')
  const maxBits = isIP(address) === 6 ? 128 : 32
  const bits = prefix === undefined ? maxBits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
  if (!isIP(address) || rest.length > 0 || !Number.isInteger(bits) || bits < 0 || bits > maxBits)
    throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
  return [address, bits]
}

/**
 * The reader behind a request: the connection's own address, unless that is a trusted proxy, whose
 * record (the last X-Forwarded-For hop, which it appended) is taken instead. One hop only: what a
 * proxy was told by the reader is never believed.
 */
export function resolveClientAddress(request: IncomingMessage, trusted: BlockList): string {
  const peer = normalised(request.socket.remoteAddress ?? '')
  if (!peer || !trusted.check(peer, familyOf(peer))) return peer || 'unknown'
  const forwarded = request.headers['x-forwarded-for']
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')
  const lastHop = normalised(joined.split(',').at(-1)?.trim() ?? '')
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

function normalised(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4'
}
