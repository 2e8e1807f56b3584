import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { NOT_FOUND_SCREEN_HEADER } from '../lib/notFoundScreens'

import { notFoundScreens } from './notFoundScreens'

const NEXT_404 = '<html id="__next_error__"><body><div hidden=""></div></body></html>'

/** Next as far as these answers go: a 404 document for /missing paths, a page for others. */
function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const missing = request.url?.includes('missing')
  response.statusCode = missing ? 404 : 200
  response.setHeader('content-type', request.headers.rsc ? 'text/x-component' : 'text/html')
  response.setHeader('cache-control', 'public, max-age=0, s-maxage=1')
  response.setHeader('etag', '"next"')
  const body = missing ? NEXT_404 : '<h1>A page</h1>'
  response.setHeader('content-length', Buffer.byteLength(body))
  response.write(body.slice(0, 10))
  response.end(body.slice(10))
}

let close = () => {}
afterEach(() => close())

async function site(screen: (kind: string) => Promise<Buffer>) {
  const asked: string[] = []
  const step = notFoundScreens((kind) => {
    asked.push(kind)
    return screen(kind)
  })
  const server = createServer((request, response) =>
    step(request, response, () => fakeNext(request, response)),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init)
  return { get, asked }
}

const screens = (kind: string) => Promise.resolve(Buffer.from(`<h1>${kind} not found</h1>`))

describe('a reader’s 404 page', () => {
  it('is sent with its not-found screen, keeping the status and Next’s caching', async () => {
    const { get, asked } = await site(screens)
    const page = await get('/missing-page')
    expect(page.status).toBe(404)
    expect(await page.text()).toBe('<h1>page not found</h1>')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
    expect(page.headers.get('etag')).toBeNull()
    const article = await get('/articles/missing-story?utm_source=x')
    expect(await article.text()).toBe('<h1>article not found</h1>')
    expect(asked).toEqual(['page', 'article'])
  })

  it('keeps Next’s answer where no screen is due', async () => {
    const { get, asked } = await site(screens)
    expect(await (await get('/a-page')).text()).toBe('<h1>A page</h1>')
    const navigation = await get('/missing-page', { headers: { rsc: '1' } })
    expect(await navigation.text()).toBe(NEXT_404)
    const head = await get('/missing-page', { method: 'HEAD' })
    expect(head.status).toBe(404)
    const own = await get('/missing-screen', { headers: { [NOT_FOUND_SCREEN_HEADER]: '1' } })
    expect(await own.text()).toBe(NEXT_404)
    expect(asked).toEqual([])
  })

  it('gets Next’s own 404 document when the screen cannot be had', async () => {
    const { get } = await site(() => Promise.reject(new Error('site busy')))
    const page = await get('/missing-page')
    expect(page.status).toBe(404)
    expect(await page.text()).toBe(NEXT_404)
  })
})
