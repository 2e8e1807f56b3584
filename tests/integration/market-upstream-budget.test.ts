import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { marketCoinsResponseSchema } from '@blockwise/shared/tools/watchlist/market'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { fakeCoinGecko, startFakeCoinGecko } from '../fakes/coingecko'
import { readerHeaders } from '../support/clients'
import { startSecondCms } from '../support/runnerCms'

/**
 * The market proxy's calls to its upstream are budgeted for every reader together, so that many
 * readers (or one with many addresses) cannot spend the upstream's free quota, after which it
 * would refuse prices to everyone: past the budget, the proxy answers from what it has.
 */
const BUDGET = 3
let cms: Service | undefined
let upstream: { server: Server; url: string; controlUrl: string } | undefined
let cmsUrl = ''

beforeAll(async () => {
  upstream = await startFakeCoinGecko(await freePort())
  const port = await freePort()
  cms = await startSecondCms(port, {
    MARKET_DATA_URL: upstream.url,
    MARKET_CACHE_SECONDS: '1',
    MARKET_UPSTREAM_CALLS_PER_MINUTE: String(BUDGET),
    JOBS_RUNNER: 'worker',
  })
  cmsUrl = `http://localhost:${port}`
})

afterAll(async () => {
  if (cms) await stopService(cms)
  upstream?.server.close()
})

/** Each request from another reader's address: no per-client budget is involved. */
const coins = (ids: string) =>
  fetch(`${cmsUrl}/api/market/coins?ids=${ids}`, { headers: readerHeaders() })

describe('the market upstream budget', () => {
  it('stops calling upstream once spent, serving the last good prices or a 503', async () => {
    const first = marketCoinsResponseSchema.parse(await (await coins('bitcoin')).json())
    expect(first.stale).toBe(false)
    for (const id of ['ethereum', 'solana']) expect((await coins(id)).status).toBe(200)
    const controlUrl = upstream?.controlUrl ?? ''
    expect(await fakeCoinGecko.requests(controlUrl)).toHaveLength(BUDGET)

    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const stale = await coins('bitcoin')
    expect(stale.status).toBe(200)
    const body = marketCoinsResponseSchema.parse(await stale.json())
    expect(body).toMatchObject({ stale: true, coins: first.coins, fetchedAt: first.fetchedAt })

    const unknown = await coins('cardano')
    expect(unknown.status).toBe(503)
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await fakeCoinGecko.requests(controlUrl)).toHaveLength(BUDGET)
  })
})
