import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isOwnRequest, warmUp } from './warmUp'

let asked: string[] = []
let own: boolean[] = []
let articles: unknown = []
const server = createServer((request: IncomingMessage, response) => {
  asked.push(request.url ?? '')
  own.push(isOwnRequest(request))
  if (request.url?.startsWith('/api/articles')) {
    response.setHeader('content-type', 'application/json')
    return response.end(JSON.stringify(articles))
  }
  response.end('<!DOCTYPE html>')
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

describe("a fresh site's warm-up", () => {
  it('asks for the home page and a sample of article pages, newest and older, as its own requests', async () => {
    asked = []
    own = []
    articles = [{ slug: 'newest' }, { slug: 'older' }, { title: 'no slug' }]
    await warmUp(origin)
    const sample = ['/articles/newest', '/articles/older']
    expect(asked).toEqual([
      '/',
      '/api/articles?published=true&limit=12',
      ...sample,
      ...[8, 64, 512, 4096].flatMap((page) => [
        `/api/articles?published=true&limit=12&page=${page}`,
        ...sample,
      ]),
    ])
    expect(own.every(Boolean)).toBe(true)
  })

  it('ends, without failing, when the site cannot answer', async () => {
    articles = 'not a list'
    await expect(warmUp(origin)).resolves.toBeUndefined()
    await expect(warmUp('http://127.0.0.1:1')).resolves.toBeUndefined()
  })
})
