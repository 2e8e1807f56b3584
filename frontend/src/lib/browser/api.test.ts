import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRequest, postReaderAction } from './api'

/** Stubs fetch with one answer and returns the stub, to read the request the code built. */
function answering(response: Response) {
  const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchStub)
  return fetchStub
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a clap or a view (docs/product.md#calls)', () => {
  it.each(['clap', 'view'] as const)(
    'posts %s with no body, a JSON content type and credentials',
    async (action) => {
      const fetchStub = answering(Response.json({ claps: 3 }))
      await postReaderAction('a-slug', action)
      expect(fetchStub).toHaveBeenCalledOnce()
      const [url, init] = fetchStub.mock.calls[0] ?? []
      expect(url).toBe(`/api/articles/a-slug/${action}`)
      expect(init?.method).toBe('POST')
      expect(init?.credentials).toBe('include')
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
      expect(init?.body).toBeUndefined()
    },
  )

  it('throws a refusal as every call does: "{status}: {body}"', async () => {
    answering(Response.json({ error: 'Cross-site requests are not accepted' }, { status: 403 }))
    await expect(postReaderAction('a-slug', 'clap')).rejects.toThrow(
      '403: {"error":"Cross-site requests are not accepted"}',
    )
  })
})

describe('other calls', () => {
  it('send a JSON content type only with a body', async () => {
    const fetchStub = answering(Response.json({}))
    await apiRequest('GET', '/api/claps?slugs=a')
    await apiRequest('POST', '/api/newsletter/subscribe', { name: 'Ada', email: 'ada@x.org' })
    const [withoutBody, withBody] = fetchStub.mock.calls.map(([, init]) => init)
    expect(new Headers(withoutBody?.headers).has('content-type')).toBe(false)
    expect(withoutBody?.body).toBeUndefined()
    expect(new Headers(withBody?.headers).get('content-type')).toBe('application/json')
    expect(withBody?.body).toBe('{"name":"Ada","email":"ada@x.org"}')
  })
})
