import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { recordClientAddress } from './clientAddress'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A real server that answers with the X-Forwarded-For its handler would pass on. */
async function forwardedFor(behindProxy: boolean, sent?: string): Promise<string> {
  const server = createServer((request, response) => {
    recordClientAddress(request, behindProxy)
    response.end(String(request.headers['x-forwarded-for'] ?? ''))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: sent ? { 'x-forwarded-for': sent } : {},
  })
  return response.text()
}

describe('the address the site records for the CMS', () => {
  it('is the connection the request came on, after anything the reader wrote', async () => {
    expect(await forwardedFor(false)).toBe('127.0.0.1')
    expect(await forwardedFor(false, '203.0.113.7')).toBe('203.0.113.7, 127.0.0.1')
    expect(await forwardedFor(false, '203.0.113.7, 198.51.100.1')).toBe(
      '203.0.113.7, 198.51.100.1, 127.0.0.1',
    )
  })

  it("is the proxy's record when the site runs behind one", async () => {
    expect(await forwardedFor(true, '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1, 203.0.113.7')
  })
})
