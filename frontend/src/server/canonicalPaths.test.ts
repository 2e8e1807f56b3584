import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { canonicalPagePath, canonicalPaths, isHostilePath } from './canonicalPaths'

describe('hostile paths', () => {
  it.each([
    '/api/../admin',
    '/api/./articles',
    '/api/%2e%2e/cms-api/users',
    '/api/%2E./admin',
    '/api/..%2fadmin',
    '/api/..%5Cadmin',
    '/x/..\\admin',
    '/\\evil.example',
    '/..',
  ])('refuses %s', (path) => expect(isHostilePath(path)).toBe(true))

  it.each([
    '/',
    '/articles/a-b',
    '/api/articles',
    '/_next/static/chunks/a.b.js',
    '/a..b',
    '/.well-known/x',
  ])('lets %s through', (path) => expect(isHostilePath(path)).toBe(false))
})

describe('the canonical address of a page', () => {
  it.each([
    ['/articles/%73lug-one', '/articles/slug-one'],
    ['/articles/%73%6C%75%67', '/articles/slug'],
    ['/Articles/Slug-One', '/articles/slug-one'],
    ['/articles/slug-one/', '/articles/slug-one'],
    ['//articles//slug-one', '/articles/slug-one'],
    ['/articles/a%2fb', '/articles/a%2Fb'],
    ['/articles/caf%c3%a9', '/articles/caf%C3%A9'],
    ['/', '/'],
  ])('of %s is %s', (path, canonical) => expect(canonicalPagePath(path)).toBe(canonical))
})

describe('the canonical paths step', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createServer((request, response) =>
      canonicalPaths(request, response, () => response.end('next')),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  /** The path sent as written: fetch would resolve its dot segments first, as browsers do. */
  const get = (path: string, method = 'GET') =>
    new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
      request(`${base}${path}`, { method, path }, (answer) => {
        let text = ''
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, text }),
        )
      })
        .on('error', reject)
        .end()
    })

  it('sends a page asked for at another spelling to its canonical address, query kept', async () => {
    const response = await get('/Articles/%73lug/?utm_source=x')
    expect(response.status).toBe(308)
    expect(response.location).toBe('/articles/slug?utm_source=x')
  })

  it('refuses a hostile path with a 400, before any other step', async () => {
    const response = await get('/api/%2e%2e/admin')
    expect(response.status).toBe(400)
    expect(response.text).toBe('This address is not accepted')
  })

  it.each([
    ['a canonical page', '/articles/slug', 'GET'],
    ['a build file, whose name has capitals', '/_next/static/chunks/Ab.js', 'GET'],
    ['an /api call', '/API/Articles', 'GET'],
    ['a write', '/Articles/Slug', 'POST'],
    ['a path that goes home before any other rule', '/images/logo.png/PERFORMANCE', 'GET'],
  ])('hands %s on unchanged', async (_what, path, method) => {
    const response = await get(path, method)
    expect(response.status).toBe(200)
    expect(response.text).toBe('next')
  })
})
