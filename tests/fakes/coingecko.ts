import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * A local stand-in for CoinGecko's public API v3 that answers /coins/markets, /search and
 * /coins/{id}/market_chart/range in the real response formats, so the CMS's proxy is exercised through its real HTTP client. Tests steer
 * it over HTTP: POST /__control { mode, retryAfter }, GET /__requests, POST /__reset (which also
 * drops any requests left hanging).
 */

interface FakeCoin {
  id: string
  symbol: string
  name: string
  price: number
  rank: number
  change: number
}

const FAKE_COINS: FakeCoin[] = [
  { id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', price: 64_250.12, rank: 1, change: 1.82 },
  { id: 'ethereum', symbol: 'eth', name: 'Ethereum', price: 3_120.55, rank: 2, change: -0.64 },
  { id: 'solana', symbol: 'sol', name: 'Solana', price: 148.31, rank: 5, change: 3.4 },
  { id: 'shiba-inu', symbol: 'shib', name: 'Shiba Inu', price: 0.00001234, rank: 14, change: -2.1 },
  // A second coin with the symbol BTC: symbols are not unique, ids are.
  { id: 'batcat', symbol: 'btc', name: 'batcat', price: 0.0042, rank: 3120, change: 12.5 },
]

/** Price histories the range endpoint knows: the simulator's 8 assets, around these USD levels. */
const HISTORY_BASES: Record<string, number> = {
  bitcoin: 40_000,
  ethereum: 2_000,
  solana: 100,
  cardano: 0.5,
  'avalanche-2': 30,
  polkadot: 6,
  chainlink: 15,
  uniswap: 6,
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The fake's price of `id` at `ms`: up 1% of its base level a day, falling back every 100 days. */
function historicalPrice(base: number, ms: number): number {
  return base * (1 + ((ms / DAY_MS) % 100) / 100)
}

/**
 * The close of `day` (YYYY-MM-DD) the fake's history implies: its price at the next midnight UTC,
 * where CoinGecko's daily points sit.
 */
export function fakeDailyClose(id: string, day: string): number {
  return historicalPrice(HISTORY_BASES[id] ?? 0, Date.parse(`${day}T00:00:00.000Z`) + DAY_MS)
}

/** Like CoinGecko: daily points at 00:00 UTC for ranges over 90 days, hourly ones below. */
function marketChartRange(id: string, from: number, to: number) {
  const base = HISTORY_BASES[id] ?? 0
  const step = to - from > 90 * DAY_MS ? DAY_MS : DAY_MS / 24
  const points: number[] = []
  for (let ms = Math.ceil(from / step) * step; ms <= to; ms += step) points.push(ms)
  return {
    prices: points.map((ms) => [ms, historicalPrice(base, ms)]),
    market_caps: points.map((ms) => [ms, historicalPrice(base, ms) * 19_000_000]),
    total_volumes: points.map((ms) => [ms, historicalPrice(base, ms) * 400_000]),
  }
}

/**
 * 'hang': the request is read and never answered (a stalled upstream); 'hang-body': the status
 * and headers are sent, the body never is.
 */
type Mode = 'ok' | 'rate-limited' | 'error' | 'hang' | 'hang-body'

interface State {
  mode: Mode
  retryAfter: number
  /** Price moves on every markets answer, so a refresh shows new prices. */
  tick: number
  requests: Array<{ path: string; query: Record<string, string> }>
  /** Requests held open by the hang modes. */
  hanging: Set<ServerResponse>
}

function marketsItem(coin: FakeCoin, tick: number) {
  const price = coin.price * (1 + tick / 1000)
  const change = (price * coin.change) / 100
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    image: `https://coin-images.coingecko.com/coins/images/${coin.rank}/large/${coin.id}.png`,
    current_price: price,
    market_cap: price * 19_000_000,
    market_cap_rank: coin.rank,
    fully_diluted_valuation: price * 21_000_000,
    total_volume: price * 400_000,
    high_24h: price * 1.03,
    low_24h: price * 0.97,
    price_change_24h: change,
    price_change_percentage_24h: coin.change,
    market_cap_change_24h: change * 19_000_000,
    market_cap_change_percentage_24h: coin.change,
    circulating_supply: 19_000_000,
    total_supply: 21_000_000,
    max_supply: 21_000_000,
    ath: price * 1.2,
    ath_change_percentage: -16.6,
    ath_date: '2024-03-14T07:10:36.635Z',
    atl: price / 1000,
    atl_change_percentage: 99_900,
    atl_date: '2013-07-06T00:00:00.000Z',
    roi: null,
    last_updated: new Date().toISOString(),
    price_change_percentage_24h_in_currency: coin.change,
  }
}

function searchItem(coin: FakeCoin) {
  return {
    id: coin.id,
    name: coin.name,
    api_symbol: coin.id,
    symbol: coin.symbol.toUpperCase(),
    market_cap_rank: coin.rank,
    thumb: `https://coin-images.coingecko.com/coins/images/${coin.rank}/thumb/${coin.id}.png`,
    large: `https://coin-images.coingecko.com/coins/images/${coin.rank}/large/${coin.id}.png`,
  }
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}

function handle(state: State, request: IncomingMessage, response: ServerResponse, body: string) {
  const url = new URL(request.url ?? '/', 'http://fake')
  if (url.pathname === '/__control' && request.method === 'POST') {
    const control = JSON.parse(body || '{}') as Partial<Pick<State, 'mode' | 'retryAfter'>>
    state.mode = control.mode ?? state.mode
    state.retryAfter = control.retryAfter ?? state.retryAfter
    return send(response, 200, { mode: state.mode })
  }
  if (url.pathname === '/__requests') return send(response, 200, state.requests)
  if (url.pathname === '/__reset' && request.method === 'POST') {
    Object.assign(state, { mode: 'ok', retryAfter: 30, requests: [] })
    for (const hanging of state.hanging) hanging.destroy()
    state.hanging.clear()
    return send(response, 200, {})
  }

  state.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) })
  if (state.mode === 'rate-limited') {
    return send(
      response,
      429,
      {
        status: {
          error_code: 429,
          error_message:
            "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
        },
      },
      { 'retry-after': String(state.retryAfter) },
    )
  }
  if (state.mode === 'error') return send(response, 500, { error: 'Internal Server Error' })
  if (state.mode === 'hang' || state.mode === 'hang-body') {
    state.hanging.add(response)
    response.on('close', () => state.hanging.delete(response))
    if (state.mode === 'hang-body') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('[')
    }
    return
  }

  if (url.pathname === '/api/v3/coins/markets') {
    if (url.searchParams.get('vs_currency') !== 'usd')
      return send(response, 400, { error: 'invalid vs_currency' })
    const ids = (url.searchParams.get('ids') ?? '').split(',')
    const perPage = Number(url.searchParams.get('per_page') ?? 100)
    state.tick += 1
    const items = FAKE_COINS.filter((coin) => ids.includes(coin.id))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, perPage)
      .map((coin) => marketsItem(coin, state.tick))
    return send(response, 200, items)
  }
  if (url.pathname === '/api/v3/search') {
    const query = (url.searchParams.get('query') ?? '').toLowerCase()
    const coins = FAKE_COINS.filter(
      (coin) =>
        coin.id.includes(query) ||
        coin.symbol.includes(query) ||
        coin.name.toLowerCase().includes(query),
    ).map(searchItem)
    return send(response, 200, { coins, exchanges: [], icos: [], categories: [], nfts: [] })
  }
  const range = /^\/api\/v3\/coins\/([^/]+)\/market_chart\/range$/.exec(url.pathname)
  if (range) {
    const id = decodeURIComponent(range[1] ?? '')
    const from = Number(url.searchParams.get('from')) * 1000
    const to = Number(url.searchParams.get('to')) * 1000
    if (url.searchParams.get('vs_currency') !== 'usd')
      return send(response, 400, { error: 'invalid vs_currency' })
    if (!(from > 0) || !(to > from)) return send(response, 400, { error: 'invalid from or to' })
    if (!(id in HISTORY_BASES)) return send(response, 404, { error: 'coin not found' })
    return send(response, 200, marketChartRange(id, from, to))
  }
  return send(response, 404, { error: 'Not found' })
}

export function startFakeCoinGecko(
  port: number,
): Promise<{ server: Server; url: string; controlUrl: string }> {
  const state: State = { mode: 'ok', retryAfter: 30, tick: 0, requests: [], hanging: new Set() }
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => handle(state, request, response, body))
      .catch(() => send(response, 500, { error: 'fake failed' }))
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${port}/api/v3`,
        controlUrl: `http://127.0.0.1:${port}`,
      }),
    ),
  )
}

/** Helpers for tests in other processes than the one running the fake. */
export const fakeCoinGecko = {
  async control(controlUrl: string, control: { mode?: Mode; retryAfter?: number }): Promise<void> {
    await fetch(`${controlUrl}/__control`, { method: 'POST', body: JSON.stringify(control) })
  },
  async reset(controlUrl: string): Promise<void> {
    await fetch(`${controlUrl}/__reset`, { method: 'POST' })
  },
  async requests(controlUrl: string): Promise<State['requests']> {
    return (await (await fetch(`${controlUrl}/__requests`)).json()) as State['requests']
  },
}
