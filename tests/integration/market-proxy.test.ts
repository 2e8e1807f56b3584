import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'

import {
  marketCoinsResponseSchema,
  marketSearchResponseSchema,
} from '@blockwise/shared/tools/watchlist/market'

import { readerHeaders } from '../support/clients'
import { fakeCoinGecko } from '../fakes/coingecko'

const cmsUrl = inject('cmsUrl')
const control = inject('coinGeckoControlUrl')

const get = (path: string) => fetch(`${cmsUrl}/api/market/${path}`, { headers: readerHeaders() })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The CMS is shared by every file: coins another file just asked for are fresh in its cache for
// MARKET_CACHE_SECONDS (1 s here), and would not be asked upstream again.
beforeAll(() => sleep(1_100))
beforeEach(() => fakeCoinGecko.reset(control))

async function upstreamCalls(path: string) {
  return (await fakeCoinGecko.requests(control)).filter(
    (request) => request.path === `/api/v3${path}`,
  )
}

describe('GET /api/market/coins', () => {
  it('asks /coins/markets with the parameters of docs/product.md#calls and renames the fields', async () => {
    const response = await get('coins?ids=bitcoin,shiba-inu')
    expect(response.status).toBe(200)
    const body = marketCoinsResponseSchema.parse(await response.json())
    expect(body.source).toBe('CoinGecko')
    expect(body.stale).toBe(false)
    expect(body.coins.map((coin) => coin.id)).toEqual(['bitcoin', 'shiba-inu'])
    expect(body.coins[1]?.currentPrice).toBeLessThan(0.01)
    const [call] = await upstreamCalls('/coins/markets')
    expect(call?.query).toEqual({
      vs_currency: 'usd',
      ids: 'bitcoin,shiba-inu',
      order: 'market_cap_desc',
      per_page: '100',
      page: '1',
      sparkline: 'false',
      price_change_percentage: '24h',
    })
  })

  it('answers again from its cache while the data is fresh', async () => {
    await get('coins?ids=ethereum')
    await get('coins?ids=ethereum')
    expect(await upstreamCalls('/coins/markets')).toHaveLength(1)
    await sleep(1_100)
    await get('coins?ids=ethereum')
    expect(await upstreamCalls('/coins/markets')).toHaveLength(2)
  })

  it('serves the last good data, marked stale, when the upstream fails', async () => {
    const fresh = marketCoinsResponseSchema.parse(await (await get('coins?ids=solana')).json())
    await sleep(1_100)
    await fakeCoinGecko.control(control, { mode: 'error' })
    const response = await get('coins?ids=solana')
    expect(response.status).toBe(200)
    const stale = marketCoinsResponseSchema.parse(await response.json())
    expect(stale.stale).toBe(true)
    expect(stale.coins).toEqual(fresh.coins)
    expect(stale.fetchedAt).toBe(fresh.fetchedAt)
  })

  it('honours 429 Retry-After: no upstream call until it has passed, 503 when nothing is cached', async () => {
    await fakeCoinGecko.control(control, { mode: 'rate-limited', retryAfter: 2 })
    const limited = await get('coins?ids=cardano')
    expect(limited.status).toBe(503)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.json()).toEqual({
      error: expect.stringMatching(/temporarily unavailable/) as string,
    })
    await fakeCoinGecko.control(control, { mode: 'ok' })
    await get('coins?ids=cardano')
    expect(await upstreamCalls('/coins/markets')).toHaveLength(1)
    await sleep(2_100)
    await get('coins?ids=bitcoin')
    expect(await upstreamCalls('/coins/markets')).toHaveLength(2)
  })

  it('asks about an id the upstream does not know once, not on every request', async () => {
    const unknown = `no-such-coin-${Date.now()}`
    for (let round = 0; round < 3; round++) {
      const response = await get(`coins?ids=${unknown},bitcoin`)
      expect(response.status).toBe(200)
      const body = marketCoinsResponseSchema.parse(await response.json())
      expect(body.coins.map((coin) => coin.id)).toEqual(['bitcoin'])
      // Past the one-second cache: bitcoin is asked again, the unknown id is not.
      await sleep(1_100)
    }
    const asked = (await upstreamCalls('/coins/markets')).map((call) => call.query.ids?.split(','))
    expect(asked.filter((ids) => ids?.includes(unknown))).toHaveLength(1)
    expect(asked.filter((ids) => ids?.includes('bitcoin')).length).toBeGreaterThanOrEqual(2)
  })

  it.each([
    '',
    'ids=',
    'ids=Bitcoin%20Cash!',
    `ids=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`,
    'id=bitcoin',
  ])('refuses ?%s with a 400', async (query) => {
    const response = await get(`coins?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) as string })
  })
})

describe('GET /api/market/search', () => {
  it.each([
    ['bitcoin', 'bitcoin'],
    ['BTC', 'bitcoin'],
    ['ethereum', 'ethereum'],
    ['Ethereum', 'ethereum'],
    ['sol', 'solana'],
    ['Shiba Inu', 'shiba-inu'],
    ['batcat', 'batcat'],
  ])('resolves %s to %s', async (query, id) => {
    const response = await get(`search?query=${encodeURIComponent(query)}`)
    expect(response.status).toBe(200)
    expect(marketSearchResponseSchema.parse(await response.json()).coin.id).toBe(id)
  })

  it('asks /coins/markets with per_page 1 when adding', async () => {
    await get('search?query=solana')
    const [call] = await upstreamCalls('/coins/markets')
    expect(call?.query).toMatchObject({ ids: 'solana', per_page: '1' })
  })

  it('answers 404 "Token not found" for an unknown coin', async () => {
    const response = await get('search?query=not-a-real-coin')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Token not found' })
  })

  it('refuses an empty query', async () => {
    expect((await get('search?query=%20')).status).toBe(400)
  })
})
