import { afterEach, describe, expect, it, vi } from 'vitest'

import { ANALYTICS_EVENTS_URL, sendAnalyticsEvent } from './analytics'

const EVENT = { kind: 'read', path: '/articles/a-slug' } as const

/** A navigator with `sendBeacon` (or none), and a fetch stub that answers. */
function browser(sendBeacon: Navigator['sendBeacon'] | undefined) {
  const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(new Response())
  vi.stubGlobal('navigator', { sendBeacon })
  vi.stubGlobal('fetch', fetchStub)
  return fetchStub
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendAnalyticsEvent', () => {
  it('queues a beacon of the event as JSON, and fetches nothing', async () => {
    const sendBeacon = vi.fn<Navigator['sendBeacon']>().mockReturnValue(true)
    const fetchStub = browser(sendBeacon)
    sendAnalyticsEvent(EVENT)
    expect(sendBeacon).toHaveBeenCalledOnce()
    const [url, body] = sendBeacon.mock.calls[0] ?? []
    expect(url).toBe(ANALYTICS_EVENTS_URL)
    expect(body).toBeInstanceOf(Blob)
    const blob = body as Blob
    expect(blob.type).toBe('application/json')
    expect(JSON.parse(await blob.text())).toEqual(EVENT)
    expect(fetchStub).not.toHaveBeenCalled()
  })

  it.each([
    ['there is no sendBeacon', undefined],
    [
      'the browser will not queue the beacon',
      vi.fn<Navigator['sendBeacon']>().mockReturnValue(false),
    ],
  ])('posts one keepalive fetch without cookies when %s', (_, sendBeacon) => {
    const fetchStub = browser(sendBeacon)
    sendAnalyticsEvent(EVENT)
    expect(fetchStub).toHaveBeenCalledOnce()
    const [url, init] = fetchStub.mock.calls[0] ?? []
    expect(url).toBe(ANALYTICS_EVENTS_URL)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(init?.body).toBe(JSON.stringify(EVENT))
  })

  it('never throws, whatever the browser does', () => {
    const throwing = vi.fn<Navigator['sendBeacon']>(() => {
      throw new TypeError('Illegal invocation')
    })
    browser(throwing)
    expect(() => sendAnalyticsEvent(EVENT)).not.toThrow()

    vi.stubGlobal('navigator', undefined)
    expect(() => sendAnalyticsEvent(EVENT)).not.toThrow()
  })

  it('swallows a failed fetch without trying again', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      // Not a vi.fn: it watches the promises it returns, which would hide an unhandled one.
      let fetches = 0
      vi.stubGlobal('navigator', {})
      vi.stubGlobal('fetch', () => {
        fetches += 1
        return Promise.reject(new TypeError('Failed to fetch'))
      })
      sendAnalyticsEvent(EVENT)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
      expect(fetches).toBe(1)
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
