import { afterEach, describe, expect, it, vi } from 'vitest'

import { getHomeArticles, getPublishedArticles } from './articles'

vi.mock('@/env', () => ({ cmsUrl: () => 'http://cms.test' }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a list the CMS cannot give (docs/product.md#calls)', () => {
  const unavailable = () =>
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(() =>
          Promise.resolve(
            Response.json(
              { error: 'The service is temporarily unavailable. Please try again shortly.' },
              { status: 503, statusText: 'Service Unavailable' },
            ),
          ),
        ),
    )

  it('is "HTTP {status}: {status text}" on the home', async () => {
    unavailable()
    await expect(getHomeArticles()).rejects.toThrow(/^HTTP 503: Service Unavailable$/)
  })

  it('is "{status}: {body}" elsewhere', async () => {
    unavailable()
    await expect(getPublishedArticles({ articleType: 'news' })).rejects.toThrow(
      '503: {"error":"The service is temporarily unavailable. Please try again shortly."}',
    )
  })
})
