import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { API_VERSION } from './apiVersion.js'
import { BlockwiseClient } from './client.js'
import {
  AuthenticationError,
  BadRequestError,
  BlockwiseApiError,
  BlockwiseNetworkError,
  ConflictError,
  GoneError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
} from './errors.js'
import { sendJson, startFakeApi, type FakeApi } from './testing/fakeApi.js'

/** The fake answers the status a request's slug names, e.g. /api/tags/429, with the contract's envelope. */
let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi((request, response) => {
    const status = Number(request.url?.split('/').at(-1))
    if (status === 502) {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html>Bad gateway</html>')
      return
    }
    const headers: Record<string, string> = { 'x-request-id': `req-${status}` }
    if (status === 429) headers['retry-after'] = '17'
    if (status === 503) headers['retry-after'] = new Date(Date.now() + 30_000).toUTCString()
    sendJson(response, status, { error: `Refused with ${status}` }, headers)
  })
})
afterAll(() => api.close())

const refusal = (status: number) =>
  new BlockwiseClient({ baseUrl: api.url }).tags.retrieve(String(status)).then(
    () => expect.unreachable(`a ${status} was answered as a success`),
    (error: unknown) => error,
  )

describe('errors', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [410, GoneError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
  ])(
    'throws a %i as its own class, with the status, envelope and request id',
    async (status, kind) => {
      const error = await refusal(status)
      expect(error).toBeInstanceOf(kind)
      expect(error).toBeInstanceOf(BlockwiseApiError)
      expect(error).toMatchObject({
        name: kind.name,
        status,
        message: `Refused with ${status}`,
        body: { error: `Refused with ${status}` },
        requestId: `req-${status}`,
      })
    },
  )

  it('reads Retry-After as seconds, in either of its forms', async () => {
    expect(await refusal(429)).toMatchObject({ retryAfter: 17 })
    const unavailable = (await refusal(503)) as ServerError
    expect(unavailable.retryAfter).toBeGreaterThanOrEqual(29)
    expect(unavailable.retryAfter).toBeLessThanOrEqual(31)
  })

  it('throws another status of the contract (405, 413…) as the base class', async () => {
    const error = await refusal(413)
    expect(error).toBeInstanceOf(BlockwiseApiError)
    expect(Object.getPrototypeOf(error)).toBe(BlockwiseApiError.prototype)
    expect(error).toMatchObject({ status: 413, message: 'Refused with 413' })
  })

  it('keeps a proxy’s answer without the envelope as a status and a message', async () => {
    const error = await refusal(502)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ status: 502, body: undefined, message: '502 Bad Gateway' })
  })

  it('throws BlockwiseNetworkError, with fetch’s error as the cause, when nothing answers', async () => {
    const closed = await startFakeApi(() => undefined)
    await closed.close()
    const client = new BlockwiseClient({ baseUrl: closed.url })
    const error: unknown = await client.tags.list().catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BlockwiseNetworkError)
    expect((error as Error).message).toContain(`Could not reach ${closed.url}`)
    expect((error as Error).cause).toBeInstanceOf(Error)
  })

  it('names the API version its types describe in every request', async () => {
    await refusal(404)
    expect(api.requests.at(-1)?.headers['blockwise-version']).toBe(API_VERSION)
  })

  it('refuses a baseUrl that is not an http(s) URL', () => {
    expect(() => new BlockwiseClient({ baseUrl: '' })).toThrow(TypeError)
    expect(() => new BlockwiseClient({ baseUrl: 'ftp://blockwise.example' })).toThrow(
      'baseUrl must be an http(s) URL',
    )
  })
})
