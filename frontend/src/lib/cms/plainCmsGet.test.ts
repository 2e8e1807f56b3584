import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'

import { headersOf, plainCmsGet } from './plainCmsGet'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A server on a free port answering with `handler`; its URL and how many connections it took. */
async function serve(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler)
  const connections = { count: 0 }
  server.on('connection', () => (connections.count += 1))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections }
}

it('reads a body sent in pieces that split a character, with its headers', async () => {
  const text = JSON.stringify({ title: 'Ether’s merge — 🚀' })
  const bytes = Buffer.from(text)
  const { url } = await serve((request, response) => {
    expect(request.headers.accept).toBe('application/json')
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
    // One byte at a time: every multi-byte character arrives split.
    for (const byte of bytes) response.write(Buffer.from([byte]))
    response.end()
  })
  const answer = await plainCmsGet(new URL('/api/x', url), { accept: 'application/json' })
  expect(answer).toMatchObject({ status: 200, body: text })
  const headers = headersOf(answer.headers)
  expect(headers.get('content-type')).toBe('application/json')
  expect(headers.getSetCookie()).toEqual(['a=1', 'b=2'])
})

it('passes an error status on with its text and body, and keeps the connection for the next read', async () => {
  const { url, connections } = await serve((_request, response) => {
    response.statusMessage = 'Not Found'
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end('{"message":"Article not found"}')
  })
  for (let read = 0; read < 3; read++) {
    const answer = await plainCmsGet(new URL('/api/articles/none/reading', url), {})
    expect(answer).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      body: '{"message":"Article not found"}',
    })
  }
  expect(connections.count).toBe(1)
})

it('rejects when nothing listens', async () => {
  const { url } = await serve(() => {})
  await new Promise((resolve) => server?.close(resolve))
  await expect(plainCmsGet(new URL('/health', url), {})).rejects.toThrow(/ECONNREFUSED/)
})
