import { afterEach, describe, expect, it, vi } from 'vitest'

import { getQueryFn, pageQueryClient } from './queryClient'

/** Every fetch answers this status, with the body of a refused call. */
function everyAnswer(status: number, statusText: string) {
  const fetchStub = vi
    .fn<typeof fetch>()
    .mockImplementation(() =>
      Promise.resolve(Response.json({ error: 'Authentication required' }, { status, statusText })),
    )
  vi.stubGlobal('fetch', fetchStub)
  return fetchStub
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a 401 (docs/product.md#calls)', () => {
  it('throws by default, as any failure', async () => {
    everyAnswer(401, 'Unauthorized')
    await expect(pageQueryClient().fetchQuery({ queryKey: ['/api', 'me'] })).rejects.toThrow(
      '401: {"error":"Authentication required"}',
    )
  })

  it("throws with on401: 'throw'", async () => {
    everyAnswer(401, 'Unauthorized')
    const query = pageQueryClient().fetchQuery({
      queryKey: ['/api/me'],
      queryFn: getQueryFn({ on401: 'throw' }),
    })
    await expect(query).rejects.toThrow('401: {"error":"Authentication required"}')
  })

  it("answers null with on401: 'returnNull', GETting the joined key with credentials", async () => {
    const fetchStub = everyAnswer(401, 'Unauthorized')
    const data = await pageQueryClient().fetchQuery({
      queryKey: ['/api', 'me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    })
    expect(data).toBeNull()
    expect(fetchStub).toHaveBeenCalledWith('/api/me', { credentials: 'include' })
  })

  it("still throws other failures with on401: 'returnNull'", async () => {
    everyAnswer(403, 'Forbidden')
    const query = pageQueryClient().fetchQuery({
      queryKey: ['/api/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    })
    await expect(query).rejects.toThrow('403: {"error":"Authentication required"}')
  })
})

it('answers the JSON of a 2xx', async () => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ slug: 'a' }])))
  const data = await pageQueryClient().fetchQuery({
    queryKey: ['/api/articles'],
    queryFn: getQueryFn<Array<{ slug: string }>>({ on401: 'returnNull' }),
  })
  expect(data).toEqual([{ slug: 'a' }])
})
