import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { BlockList, isIP } from 'node:net'

import { Reader, type Response } from 'maxmind'

/** The public-domain (CC0) address-to-country table of the `@ip-location-db` project. */
const COUNTRY_TABLE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'

/**
 * Addresses no country owns: the table still answers for some of them (a private range
 * announced by a network somewhere), which would put every reader behind a proxy in one country.
 */
const UNROUTED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  UNROUTED.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  UNROUTED.addSubnet(network, prefix, 'ipv6')

// maxmind's types know MaxMind's own record shapes; this table's records are { country_code }.
let table: Reader<Response> | undefined

/**
 * Read on first use (~15 ms, ~8 MB held): resolved from the working directory, so the CMS
 * server and Next's bundle (which rewrites its own module paths) find the same file.
 */
function countryTable(): Reader<Response> {
  if (!table) {
    const { resolve } = createRequire(path.join(process.cwd(), 'package.json'))
    table = new Reader<Response>(readFileSync(resolve(COUNTRY_TABLE)))
  }
  return table
}

/**
 * The ISO 3166 code of the country `address` is announced from, or null (an unknown, private or
 * malformed address). The address itself goes no further than this lookup.
 */
export function countryOf(address: string): string | null {
  const family = isIP(address)
  if (family === 0 || UNROUTED.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null
  const record: unknown = countryTable().get(address)
  const code =
    record && typeof record === 'object' && 'country_code' in record
      ? record.country_code
      : undefined
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null
}
