import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { cmsBooted } from './cmsBooted'

let server: Server | undefined
afterEach(() => server?.close())

/** A CMS that answers its readiness check 503 `unready` times, then 200. */
async function cmsReadyAfter(unready: number): Promise<{ url: string; asked: () => number }> {
  let asked = 0
  server = createServer((request, response) => {
    if (request.url !== '/health') return response.writeHead(404).end()
    asked++
    response.writeHead(asked > unready ? 200 : 503).end('{}')
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, asked: () => asked }
}

describe('waiting for the CMS to boot', () => {
  it('resolves once the readiness check answers 200, not before', async () => {
    const cms = await cmsReadyAfter(3)
    await cmsBooted(10_000, cms.url)
    expect(cms.asked()).toBe(4)
  })

  it('gives up at the longest wait on a CMS that takes the connection and never answers', async () => {
    server = createServer(() => {})
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const started = Date.now()
    await cmsBooted(300, `http://127.0.0.1:${port}`)
    expect(Date.now() - started).toBeLessThan(2000)
    server.closeAllConnections()
  })

  it('gives up after the longest wait when the CMS never comes up', async () => {
    const started = Date.now()
    await cmsBooted(300, 'http://127.0.0.1:1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
