import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { RedirectPair } from '@blockwise/shared/redirects/chains'

import { createRedirects, type RedirectsOptions } from './redirects'

/** A server running only the redirects step, Next answering 'next'. */
async function serve(options: RedirectsOptions) {
  const redirects = createRedirects(options)
  await redirects.refreshIfChanged()
  const server = createServer((request, response) =>
    redirects.answer(request, response, () => response.end('next')),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, method = 'GET') =>
    fetch(`${base}${path}`, { method, redirect: 'manual' })
  return { redirects, server, get }
}

const PAIRS: RedirectPair[] = [
  { from: '/articles/first-name', to: '/articles/second-name' },
  { from: '/articles/second-name', to: '/articles/third-name' },
  { from: '/tags/old', to: '/tags/new' },
  { from: '/articles/planted', to: '//evil.example/phish' },
  { from: '/articles/planted-too', to: 'https://evil.example' },
]

describe('the redirects step', () => {
  let server: Server
  let get: (path: string, method?: string) => Promise<Response>
  beforeAll(async () => {
    ;({ server, get } = await serve({ load: () => Promise.resolve(PAIRS), generation: () => 0 }))
  })
  afterAll(() => server.close())

  it('answers an old address with one 301 to where its chain ends, kept by the edge under its key', async () => {
    const response = await get('/articles/first-name')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/articles/third-name')
    expect(response.headers.get('surrogate-key')).toBe('list-redirects')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
    expect(response.headers.get('surrogate-control')).toBe('max-age=86400')
  })

  it("keeps the reader's query, as a newsletter's link carries it", async () => {
    const response = await get('/tags/old?utm_source=newsletter&x=%20')
    expect(response.headers.get('location')).toBe('/tags/new?utm_source=newsletter&x=%20')
  })

  it('never sends a reader to another site, whatever the CMS holds', async () => {
    for (const path of ['/articles/planted', '/articles/planted-too'])
      expect(await (await get(path)).text()).toBe('next')
  })

  it('passes every other address and method on', async () => {
    for (const path of [
      '/articles/third-name',
      '/articles/first-name/more',
      '/ARTICLES/FIRST-NAME',
    ])
      expect(await (await get(path)).text()).toBe('next')
    expect(await (await get('/articles/first-name', 'POST')).text()).toBe('next')
    expect((await get('/articles/first-name', 'HEAD')).status).toBe(301)
  })

  it('passes a huge address on after one lookup', async () => {
    const started = performance.now()
    expect(await (await get(`/articles/${'a'.repeat(12_000)}`)).text()).toBe('next')
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('the map of redirects', () => {
  it('loads again only when a change of the redirects was announced', async () => {
    let generation = 0
    const load = vi.fn(() => Promise.resolve(PAIRS))
    const { redirects, server } = await serve({ load, generation: () => generation })
    await redirects.refreshIfChanged()
    expect(load).toHaveBeenCalledTimes(1)
    generation = 1
    await redirects.refreshIfChanged()
    expect(load).toHaveBeenCalledTimes(2)
    server.close()
  })

  it('keeps the redirects it has while the CMS cannot be reached, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let generation = 0
    let reachable = true
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve(generation === 0 ? PAIRS : [])
        : Promise.reject(new Error('CMS away')),
    )
    const { redirects, server, get } = await serve({
      load,
      generation: () => generation,
      retryMs: 20,
    })
    reachable = false
    generation = 1
    await redirects.refreshIfChanged()
    expect((await get('/tags/old')).status).toBe(301)
    reachable = true
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3))
    await vi.waitFor(async () => expect((await get('/tags/old')).status).toBe(200))
    server.close()
  })
})
