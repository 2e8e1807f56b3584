import { beforeEach, describe, expect, inject, it } from 'vitest'

import { addDays, dayToMs, todayUtc } from '@blockwise/shared/tools/simulator/history/days'
import { marketHistoryResponseSchema } from '@blockwise/shared/tools/simulator/history/marketHistory'

import { fakeCoinGecko, fakeDailyClose } from '../fakes/coingecko'
import { readerHeaders } from '../support/clients'

const cmsUrl = inject('cmsUrl')
const control = inject('coinGeckoControlUrl')

beforeEach(() => fakeCoinGecko.reset(control))

const get = (query: string) =>
  fetch(`${cmsUrl}/api/market/history?${query}`, { headers: readerHeaders() })

async function history(query: string) {
  const response = await get(query)
  expect(response.status).toBe(200)
  return marketHistoryResponseSchema.parse(await response.json())
}

async function rangeCalls() {
  return (await fakeCoinGecko.requests(control)).filter((request) =>
    request.path.endsWith('/market_chart/range'),
  )
}

function expectFakeCloses(id: string, closes: Array<{ date: string; close: number }>) {
  for (const { date, close } of closes) expect(close).toBeCloseTo(fakeDailyClose(id, date), 8)
}

describe('GET /api/market/history', () => {
  it('asks CoinGecko’s range call for the whole year, and answers any range of that year from it', async () => {
    // A coin and year no other test asks for: a year is cached whole, for every test file.
    const body = await history('id=polkadot&from=2021-03-01&to=2021-03-10')
    expect(body.source).toBe('CoinGecko')
    expect(body.stale).toBe(false)
    expect(body.closes.map((close) => close.date)).toEqual(
      Array.from({ length: 10 }, (_, day) => addDays('2021-03-01', day)),
    )
    expect(body.closes.every((close) => !close.interpolated)).toBe(true)
    expectFakeCloses('polkadot', body.closes)
    const [call] = await rangeCalls()
    expect(call?.path).toBe('/api/v3/coins/polkadot/market_chart/range')
    expect(call?.query).toEqual({
      vs_currency: 'usd',
      from: String(dayToMs('2021-01-01') / 1000),
      to: String(dayToMs('2022-01-01') / 1000),
    })

    // Another reader's start date in the same year costs no upstream call.
    const later = await history('id=polkadot&from=2021-07-15&to=2021-08-14')
    expect(later.closes).toHaveLength(31)
    expectFakeCloses('polkadot', later.closes)
    expect(await rangeCalls()).toHaveLength(1)
  })

  it('joins the end of one year and the start of the next', async () => {
    const body = await history('id=solana&from=2022-12-15&to=2023-01-15')
    expect(body.closes.map((close) => close.date)).toEqual(
      Array.from({ length: 32 }, (_, day) => addDays('2022-12-15', day)),
    )
    expectFakeCloses('solana', body.closes)
    expect((await rangeCalls()).map((call) => call.query.from)).toEqual([
      String(dayToMs('2022-01-01') / 1000),
      String(dayToMs('2023-01-01') / 1000),
    ])
  })

  it('answers a whole year of daily points, and again from its cache', async () => {
    const query = 'id=ethereum&from=2023-01-01&to=2023-12-31'
    const body = await history(query)
    expect(body.closes).toHaveLength(365)
    expect(body.closes[0]?.date).toBe('2023-01-01')
    expect(body.closes.at(-1)?.date).toBe('2023-12-31')
    expectFakeCloses('ethereum', body.closes)
    expect(await history(query)).toEqual(body)
    expect(await rangeCalls()).toHaveLength(1)
  })

  it('answers from the bundled approximate closes, and says so, when the market service fails', async () => {
    await fakeCoinGecko.control(control, { mode: 'error' })
    const body = await history('id=ethereum&from=2024-01-01&to=2024-01-31')
    expect(body.source).toBe('bundled')
    expect(body.closes).toHaveLength(31)
    expect(body.closes.at(-1)).toEqual({ date: '2024-01-31', close: 2280, interpolated: false })
    expect(body.closes.slice(0, -1).every((close) => close.interpolated)).toBe(true)
    expect(await rangeCalls()).toHaveLength(1)
  })

  it('answers 503, with the upstream’s Retry-After, when neither the market nor the bundle covers the range', async () => {
    await fakeCoinGecko.control(control, { mode: 'error' })
    const down = await get('id=bitcoin&from=2019-01-01&to=2019-01-10')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({
      error: expect.stringMatching(/temporarily unavailable/) as string,
    })
    await fakeCoinGecko.control(control, { mode: 'rate-limited', retryAfter: 1 })
    const limited = await get('id=bitcoin&from=2019-02-01&to=2019-02-10')
    expect(limited.status).toBe(503)
    expect(limited.headers.get('retry-after')).toBe('1')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
  })

  it('answers 404 "Token not found" for a coin CoinGecko does not know', async () => {
    const response = await get('id=no-such-coin&from=2024-01-01&to=2024-01-05')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Token not found' })
  })

  it.each([
    ['no id', 'from=2024-01-01&to=2024-01-05', /id is required/],
    ['a malformed id', 'id=Bit%20Coin&from=2024-01-01&to=2024-01-05', /CoinGecko coin id/],
    [
      'an impossible day',
      'id=bitcoin&from=2024-02-30&to=2024-03-05',
      /from must be a calendar day/,
    ],
    [
      'a day in another format',
      'id=bitcoin&from=2024-01-01&to=05/01/2024',
      /to must be a calendar day/,
    ],
    ['a reversed range', 'id=bitcoin&from=2024-02-01&to=2024-01-01', /to must not be before from/],
    ['a range over 366 days', 'id=bitcoin&from=2023-01-01&to=2024-01-02', /At most 366 days/],
    [
      'a day before CoinGecko’s history',
      'id=bitcoin&from=2012-01-01&to=2012-02-01',
      /2013-04-28 or later/,
    ],
    [
      'a day not finished yet',
      `id=bitcoin&from=${addDays(todayUtc(), -3)}&to=${todayUtc()}`,
      /finished day/,
    ],
    [
      'an unknown parameter',
      'id=bitcoin&from=2024-01-01&to=2024-01-05&days=5',
      /Unknown query parameter: days/,
    ],
  ])('refuses %s with a 400', async (_, query, message) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(message)
  })
})
