import { BlockList, isIP } from 'node:net'

/** `loopback` in a list of networks: 127.0.0.0/8 and ::1, the same host. */
const LOOPBACK: [string, number][] = [
  ['127.0.0.0', 8],
  ['::1', 128],
]

/**
 * A setting listing networks: addresses or CIDR ranges, comma-separated; `loopback` names
 * 127.0.0.0/8 and ::1, `none` names nothing. A malformed entry throws, naming `settingName`: a typo
 * must not let the world in.
 */
export function parseNetworks(setting: string, settingName: string): BlockList {
  const networks = new BlockList()
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (entry === 'none' || entry === '') continue
    const ranges = entry === 'loopback' ? LOOPBACK : [parseRange(entry, settingName)]
    for (const [network, bits] of ranges) networks.addSubnet(network, bits, familyOf(network))
  }
  return networks
}

function parseRange(entry: string, settingName: string): [string, number] {
  const [address = '', prefix, ...rest] = entry.split('/')
  const maxBits = isIP(address) === 6 ? 128 : 32
  const bits = prefix === undefined ? maxBits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
  if (!isIP(address) || rest.length > 0 || !Number.isInteger(bits) || bits < 0 || bits > maxBits)
    throw new Error(`${settingName}: "${entry}" is not an IP address or CIDR range`)
  return [address, bits]
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) as the IPv4 address it is. */
export function unmappedAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

export function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4'
}
