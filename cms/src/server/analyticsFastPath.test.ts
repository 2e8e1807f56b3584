import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BEACON_BODY_LIMIT } from '@blockwise/shared/schemas/analytics'

import { flushEvents } from '@/analytics/ingest/eventWriter'
import type { Queryable } from '@/contract/counters'
import { env } from '@/env'

import { answersAnalyticsEvent } from './analyticsFastPath'

const statements: unknown[][] = []
const database: Queryable = {
  query(_text, values) {
    statements.push(values)
    return Promise.resolve({ rows: [] })
  },
}

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer((request, response) => {
    if (answersAnalyticsEvent(request, response, database)) return
    response.writeHead(404).end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  origin: env.siteUrl,
}

/** POSTs `chunks` one after another (chunked, no declared length) and reads the answer. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { port, host: '127.0.0.1', path, method: 'POST', headers: HEADERS },
      (incoming) => {
        let body = ''
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }))
      },
    )
    outgoing.on('error', reject)
    for (const chunk of chunks) outgoing.write(chunk)
    outgoing.end()
  })
}

describe('answersAnalyticsEvent', () => {
  it('answers a beacon with 202 before Next and stores its event', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/analytics/events`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ kind: 'read', path: '/articles/a' }),
    })
    expect(answer.status).toBe(202)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    await flushEvents()
    expect(statements.at(-1)?.[1]).toEqual(['read'])
  })

  it('reads a chunked body whole when it is within the limit', async () => {
    const answer = await postChunked('/api/analytics/events', ['{"kind":"read",', '"path":"/"}'])
    expect(answer.status).toBe(202)
  })

  it('stops reading a body past the limit and answers 413', async () => {
    const declared = await fetch(`http://127.0.0.1:${port}/api/analytics/events`, {
      method: 'POST',
      headers: HEADERS,
      body: 'x'.repeat(BEACON_BODY_LIMIT + 500),
    })
    expect(declared.status).toBe(413)
    const chunks = Array.from({ length: 8 }, () => 'x'.repeat(BEACON_BODY_LIMIT / 2))
    const chunked = await postChunked('/api/analytics/events', chunks)
    expect(chunked.status).toBe(413)
    expect(JSON.parse(chunked.body)).toEqual({ error: 'The request body must be at most 2 KB' })
  })

  it('leaves other requests to Next: other paths, methods, a query string, credentials', async () => {
    const url = `http://127.0.0.1:${port}/api/analytics/events`
    expect((await fetch(url)).status).toBe(404)
    expect((await fetch(`${url}?x=1`, { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await fetch(`${url}/more`, { method: 'POST', body: '{}' })).status).toBe(404)
    const withKey = { method: 'POST', body: '{}', headers: { authorization: 'Bearer k' } }
    expect((await fetch(url, withKey)).status).toBe(404)
  })
})
