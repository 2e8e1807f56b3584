import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { parseTrustedProxies, recordClientAddress } from './clientAddress'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** The X-Forwarded-For the CMS passes on, for a request from 127.0.0.1 carrying `sent`. */
async function recorded(trustedProxies: string, sent?: string): Promise<string> {
  const trusted = parseTrustedProxies(trustedProxies)
  const server = createServer((request, response) => {
    recordClientAddress(request, trusted)
    const { 'x-forwarded-for': forwarded = '', 'x-real-ip': realIp = '' } = request.headers
    response.end(`${String(forwarded)}|${String(realIp)}`)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const headers: Record<string, string> = { 'x-real-ip': '198.51.100.9' }
  if (sent) headers['x-forwarded-for'] = sent
  return (await fetch(`http://127.0.0.1:${port}/`, { headers })).text()
}

describe('the reader the CMS sees', () => {
  it('is the connection itself when it does not come from a trusted proxy', async () => {
    expect(await recorded('192.0.2.1', '203.0.113.7')).toBe('127.0.0.1|')
    expect(await recorded('none', '203.0.113.7')).toBe('127.0.0.1|')
    expect(await recorded('10.0.0.0/8, ::1', '203.0.113.7')).toBe('127.0.0.1|')
  })

  it("is a trusted proxy's record: the last hop, never what the reader wrote before it", async () => {
    expect(await recorded('loopback', '203.0.113.7')).toBe('203.0.113.7|')
    expect(await recorded('loopback', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7|')
    expect(await recorded('127.0.0.1', '198.51.100.1,2001:db8::7')).toBe('2001:db8::7|')
  })

  it('is the proxy itself when the proxy recorded nothing usable', async () => {
    expect(await recorded('loopback')).toBe('127.0.0.1|')
    expect(await recorded('loopback', '203.0.113.7, not-an-address')).toBe('127.0.0.1|')
  })
})

describe('TRUSTED_PROXIES', () => {
  it.each(['10.0.0.0/', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '::1/129', '10.0.0.0/-1'])(
    'refuses %s rather than trust more than meant',
    (setting) => {
      expect(() => parseTrustedProxies(setting)).toThrow(/TRUSTED_PROXIES/)
    },
  )

  it('reads addresses, ranges and the loopback and none keywords', () => {
    const trusted = parseTrustedProxies('loopback, 172.30.0.10, 10.1.0.0/16')
    expect(trusted.check('127.0.0.5', 'ipv4')).toBe(true)
    expect(trusted.check('::1', 'ipv6')).toBe(true)
    expect(trusted.check('172.30.0.10', 'ipv4')).toBe(true)
    expect(trusted.check('172.30.0.11', 'ipv4')).toBe(false)
    expect(trusted.check('10.1.200.3', 'ipv4')).toBe(true)
    expect(parseTrustedProxies('none').check('127.0.0.1', 'ipv4')).toBe(false)
  })
})
