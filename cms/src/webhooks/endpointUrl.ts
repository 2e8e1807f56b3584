import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import { hostOf, refusedAddress } from './addressPolicy'

export const MAX_ENDPOINT_URL_LENGTH = 2048

/**
 * Why `host` may not receive webhooks, or null: an address literal is judged as it is, a name
 * by every address it resolves to (one internal address is enough to refuse it).
 */
async function refusedHost(host: string): Promise<string | null> {
  if (isIP(host)) return refusedAddress(host)
  let addresses: Array<{ address: string }>
  try {
    addresses = await lookup(host, { all: true, verbatim: true })
  } catch {
    return 'the name does not resolve'
  }
  for (const { address } of addresses) {
    const refused = refusedAddress(address)
    if (refused) return refused
  }
  return null
}

/** The URL field's rule: http(s), no credentials, a host outside the internal networks. */
export async function checkEndpointUrl(value: unknown): Promise<string | true> {
  if (typeof value !== 'string' || !value.trim()) return 'Enter the URL webhooks are posted to.'
  if (value.length > MAX_ENDPOINT_URL_LENGTH)
    return `The URL is too long (at most ${MAX_ENDPOINT_URL_LENGTH} characters).`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Webhook URLs must start with https:// or http://.'
  if (url.username || url.password) return 'Webhook URLs must not contain a user name or password.'
  const refused = await refusedHost(hostOf(url))
  return refused ? `Webhooks cannot be sent to ${url.hostname}: ${refused}.` : true
}
