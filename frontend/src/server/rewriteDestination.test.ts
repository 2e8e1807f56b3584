import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { hideRewriteDestination } from './rewriteDestination'

let server: Server | undefined

afterEach(() => {
  server?.close()
})

async function headersOf(answer: (response: ServerResponse) => void) {
  server = createServer((_request, response) => {
    hideRewriteDestination(response)
    answer(response)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (await fetch(`http://127.0.0.1:${port}/api/articles`)).headers
}

describe('hideRewriteDestination', () => {
  it('drops the rewrite destination set before an implicit head', async () => {
    const headers = await headersOf((response) => {
      response.setHeader('x-middleware-rewrite', 'http://127.0.0.1:3001/api/articles')
      response.setHeader('cache-control', 'no-store')
      response.end('[]')
    })
    expect(headers.get('x-middleware-rewrite')).toBeNull()
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('drops it before an explicit writeHead, keeping the head’s own headers', async () => {
    const headers = await headersOf((response) => {
      response.setHeader('x-middleware-rewrite', 'http://127.0.0.1:3001/api/articles')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('[]')
    })
    expect(headers.get('x-middleware-rewrite')).toBeNull()
    expect(headers.get('content-type')).toBe('application/json')
  })
})
