import { beforeEach, describe, expect, inject, it } from 'vitest'

import {
  marketSearchResponseSchema,
  marketCoinsResponseSchema,
} from '@blockwise/shared/tools/watchlist/market'

import { fakeCoinGecko } from '../fakes/coingecko'
import { readerHeaders } from '../support/clients'

import { MARKET_TIMEOUT_MS } from './globalSetup'

/**
 * The market-data upstream stops answering: the watchlist proxy must still answer within its
 * timeout (MARKET_TIMEOUT_MS on the CMS under test), with the last good data or a clear 503.
 */

const cmsUrl = inject('cmsUrl')
const control = inject('coinGeckoControlUrl')
/** The proxy's timeout plus the CMS's own work on a busy two-core machine. */
const ANSWER_WITHIN_MS = MARKET_TIMEOUT_MS + 1_500
/** Longer than the shared CMS's one-second market cache. */
const CACHE_EXPIRY_MS = 1_100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(() => fakeCoinGecko.reset(control))

async function timedGet(path: string) {
  const startedAt = Date.now()
  const response = await fetch(`${cmsUrl}/api/market/${path}`, {
    headers: readerHeaders(),
    // Far past the limit, so a proxy without a timeout fails the assertion instead of the run.
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 10_000),
  })
  const body: unknown = await response.json()
  return { status: response.status, body, ms: Date.now() - startedAt }
}

async function hangingCalls() {
  return (await fakeCoinGecko.requests(control)).length
}

describe.each(['hang', 'hang-body'] as const)('a market upstream that stalls (%s)', (mode) => {
  it('answers the watchlist with the last good data, marked stale, within the timeout', async () => {
    const fresh = await timedGet('coins?ids=bitcoin,ethereum')
    expect(fresh.status).toBe(200)
    const good = marketCoinsResponseSchema.parse(fresh.body)
    expect(good.stale).toBe(false)
    await sleep(CACHE_EXPIRY_MS)

    await fakeCoinGecko.control(control, { mode })
    const before = await hangingCalls()
    // Several readers at once: none waits longer than the timeout.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => timedGet('coins?ids=bitcoin,ethereum')),
    )
    expect(await hangingCalls()).toBeGreaterThan(before)
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
      const stale = marketCoinsResponseSchema.parse(answer.body)
      expect(stale.stale).toBe(true)
      expect(stale.coins).toEqual(good.coins)
      expect(stale.fetchedAt).toBe(good.fetchedAt)
    }
  })

  it('answers a search with the last good data within the timeout', async () => {
    const fresh = await timedGet('search?query=solana')
    expect(fresh.status).toBe(200)
    const good = marketSearchResponseSchema.parse(fresh.body)
    await sleep(CACHE_EXPIRY_MS)

    await fakeCoinGecko.control(control, { mode })
    const answer = await timedGet('search?query=solana')
    expect(answer.status).toBe(200)
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect(marketSearchResponseSchema.parse(answer.body)).toEqual({ ...good, stale: true })
  })

  it('answers 503 with the error envelope within the timeout when nothing was cached', async () => {
    await fakeCoinGecko.control(control, { mode })
    const coins = await timedGet(mode === 'hang' ? 'coins?ids=shiba-inu' : 'coins?ids=batcat')
    const search = await timedGet(mode === 'hang' ? 'search?query=shib' : 'search?query=batcat')
    for (const answer of [coins, search]) {
      expect(answer.status).toBe(503)
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
      expect(answer.body).toEqual({
        error: 'Market data is temporarily unavailable. Please try again shortly.',
      })
    }
  })
})

describe('a market upstream that answers again', () => {
  it('serves fresh data once it is back', async () => {
    await fakeCoinGecko.control(control, { mode: 'hang' })
    expect((await timedGet('coins?ids=bitcoin')).status).toBe(200)
    await fakeCoinGecko.reset(control)
    await sleep(CACHE_EXPIRY_MS)
    const answer = await timedGet('coins?ids=bitcoin')
    expect(answer.status).toBe(200)
    expect(marketCoinsResponseSchema.parse(answer.body).stale).toBe(false)
  })
})
