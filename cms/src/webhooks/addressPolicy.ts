import { BlockList, isIP } from 'node:net'

import { env } from '../env'
import { familyOf, parseNetworks, unmappedAddress } from '../lib/networks'

/**
 * Where a webhook must never go unless allowed: this host, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and unspecified addresses,
 * and IPv6 translations of IPv4 that could name any of them.
 */
const INTERNAL: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  // Unspecified, loopback and IPv4-compatible. BlockList checks IPv4-mapped addresses
  // (::ffff:7f00:1) against the IPv4 ranges.
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['2001::', 32, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]

const internal = new BlockList()
for (const [network, bits, family] of INTERNAL) internal.addSubnet(network, bits, family)

/** WEBHOOK_ALLOWED_NETWORKS, and loopback outside production (a developer's local receiver). */
const allowed = parseNetworks(
  env.production ? env.webhookAllowedNetworks : `loopback,${env.webhookAllowedNetworks}`,
  'WEBHOOK_ALLOWED_NETWORKS',
)

/** Why a webhook may not be sent to this IP address, or null when it may. */
export function refusedAddress(address: string): string | null {
  const ip = unmappedAddress(address)
  if (!isIP(ip)) return `${address} is not an IP address`
  const family = familyOf(ip)
  if (!internal.check(ip, family) || allowed.check(ip, family)) return null
  return `${ip} is a private, loopback or reserved address`
}

/** A URL's hostname without the brackets of an IPv6 literal ([::1] is ::1). */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1')
