import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keepApiVaryToItsOwn } from './apiVary'

describe("an /api answer's Vary", () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    // As Next and Payload answer: one header set, another appended, then writeHead with more.
    server = createServer((request, response) => {
      keepApiVaryToItsOwn(request, response)
      response.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch')
      response.appendHeader('vary', 'Sec-CH-Prefers-Color-Scheme')
      const compressed = request.url?.includes('compressed')
      if (request.url?.includes('versioned')) response.appendHeader('vary', 'Blockwise-Version')
      response.writeHead(200, compressed ? { vary: 'Accept-Encoding' } : {})
      response.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  const vary = async (path: string) => (await fetch(`${base}${path}`)).headers.get('vary')

  it('names nothing the framework added', async () => {
    expect(await vary('/api/articles')).toBeNull()
    expect(await vary('/api?x=1')).toBeNull()
  })

  it('keeps Accept-Encoding, written once', async () => {
    expect(await vary('/api/articles?compressed=1')).toBe('Accept-Encoding')
  })

  it('keeps the API version, which the cache model declares an answer varies by', async () => {
    expect(await vary('/api/articles?versioned=1')).toBe('Blockwise-Version')
  })

  it("leaves the admin's and Payload's own paths as they were", async () => {
    expect(await vary('/admin')).toContain('Sec-CH-Prefers-Color-Scheme')
    expect(await vary('/apis')).toContain('rsc')
  })
})
