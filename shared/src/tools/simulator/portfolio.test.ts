import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { SIMULATOR_ASSETS, type SimulatorAsset } from './assets'
import {
  EPSILON,
  STARTING_CASH,
  initialPortfolio,
  maxBuyAmount,
  parseAmount,
  reset,
  roundAmount,
  trade,
  valuation,
  withCurrentPrices,
  type PortfolioState,
  type TradeOrder,
  type TradeResult,
} from './portfolio'

const NOW = new Date('2026-03-01T12:00:00.000Z')

function idMaker(): () => string {
  let next = 0
  return () => `id-${++next}`
}

function executed(result: TradeResult): PortfolioState {
  if (!result.ok) throw new Error(`expected a trade, got ${result.error.title}`)
  return result.state
}

function run(orders: TradeOrder[], assets?: readonly SimulatorAsset[]): PortfolioState {
  const makeId = idMaker()
  return orders.reduce(
    (state, order) => executed(trade(state, order, NOW, makeId, assets)),
    initialPortfolio(),
  )
}

const costBasis = (state: PortfolioState) =>
  state.holdings.reduce((sum, holding) => sum + holding.amount * holding.avgBuyPrice, 0)

describe('the start state', () => {
  it('is 10,000 cash with no holdings and no history', () => {
    expect(STARTING_CASH).toBe(10_000)
    expect(initialPortfolio()).toEqual({ cash: 10_000, holdings: [], trades: [] })
  })

  it('reset restores it, whatever happened before', () => {
    const traded = run([
      { type: 'buy', symbol: 'BTC', amount: 0.1 },
      { type: 'buy', symbol: 'ETH', amount: 1 },
    ])
    expect(traded.trades).toHaveLength(2)
    expect(reset()).toEqual(initialPortfolio())
    expect(reset()).not.toBe(reset())
  })
})

describe('a buy', () => {
  it('lowers cash, creates the holding and records the trade', () => {
    const result = trade(
      initialPortfolio(),
      { type: 'buy', symbol: 'BTC', amount: 0.1 },
      NOW,
      idMaker(),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.state.cash).toBeCloseTo(3_600, 9)
    expect(result.state.holdings).toEqual([
      {
        id: 'id-1',
        symbol: 'BTC',
        name: 'Bitcoin',
        amount: 0.1,
        avgBuyPrice: 64_000,
        currentPrice: 64_000,
        allocation: expect.closeTo(64, 9) as number,
      },
    ])
    expect(result.trade).toEqual({
      id: 'id-2',
      type: 'buy',
      symbol: 'BTC',
      amount: 0.1,
      price: 64_000,
      timestamp: '2026-03-01T12:00:00.000Z',
      total: 6_400,
    })
    expect(result.state.trades).toEqual([result.trade])
  })

  it('adds to an existing holding', () => {
    const state = run([
      { type: 'buy', symbol: 'ETH', amount: 0.5 },
      { type: 'buy', symbol: 'ETH', amount: 0.25 },
    ])
    expect(state.holdings).toHaveLength(1)
    expect(state.holdings[0]?.amount).toBe(0.75)
    expect(state.holdings[0]?.avgBuyPrice).toBe(3_200)
    expect(state.cash).toBeCloseTo(10_000 - 0.75 * 3_200, 9)
  })

  it('makes the average buy price the weighted mean', () => {
    const cheap: SimulatorAsset[] = [
      { symbol: 'BTC', name: 'Bitcoin', price: 100, change24h: 0, marketCap: 1 },
    ]
    const dear: SimulatorAsset[] = [
      { symbol: 'BTC', name: 'Bitcoin', price: 200, change24h: 0, marketCap: 1 },
    ]
    const makeId = idMaker()
    const first = executed(
      trade(initialPortfolio(), { type: 'buy', symbol: 'BTC', amount: 1 }, NOW, makeId, cheap),
    )
    const second = executed(
      trade(first, { type: 'buy', symbol: 'BTC', amount: 3 }, NOW, makeId, dear),
    )
    expect(second.holdings[0]?.amount).toBe(4)
    expect(second.holdings[0]?.avgBuyPrice).toBe(175)
    expect(second.holdings[0]?.currentPrice).toBe(200)
    expect(second.cash).toBe(10_000 - 100 - 600)
  })

  it('weights any two buys by their amounts', () => {
    const grid = fc.integer({ min: 1, max: 5_000_000 }).map((steps) => steps / 1e6)
    const price = fc.integer({ min: 1, max: 2_000_00 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(grid, price, grid, price, (a1, p1, a2, p2) => {
        const at = (p: number): SimulatorAsset[] => [
          { symbol: 'SOL', name: 'Solana', price: p, change24h: 0, marketCap: 1 },
        ]
        const makeId = idMaker()
        const rich = { ...initialPortfolio(), cash: 1e12 }
        const first = executed(
          trade(rich, { type: 'buy', symbol: 'SOL', amount: a1 }, NOW, makeId, at(p1)),
        )
        const second = executed(
          trade(first, { type: 'buy', symbol: 'SOL', amount: a2 }, NOW, makeId, at(p2)),
        )
        const expected = (a1 * p1 + a2 * p2) / (a1 + a2)
        expect(second.holdings[0]?.avgBuyPrice).toBeCloseTo(expected, 6)
        expect(second.holdings[0]?.avgBuyPrice).toBeGreaterThanOrEqual(Math.min(p1, p2) - 1e-9)
        expect(second.holdings[0]?.avgBuyPrice).toBeLessThanOrEqual(Math.max(p1, p2) + 1e-9)
      }),
    )
  })

  it('may spend all the cash exactly', () => {
    const state = run([{ type: 'buy', symbol: 'SOL', amount: 10_000 / 145 }])
    expect(state.cash).toBeGreaterThanOrEqual(0)
    expect(state.cash).toBeLessThan(0.0002)
    const all = maxBuyAmount(10_000, 0.45)
    expect(all).toBe(22_222.222222)
    const spent = run([{ type: 'buy', symbol: 'ADA', amount: all }])
    expect(spent.cash).toBeGreaterThanOrEqual(0)
    expect(spent.cash).toBeLessThan(0.45 * 1e-6)
  })
})

describe('a sell', () => {
  it('raises cash and reduces the holding', () => {
    const state = run([
      { type: 'buy', symbol: 'BTC', amount: 0.1 },
      { type: 'sell', symbol: 'BTC', amount: 0.04 },
    ])
    expect(state.cash).toBeCloseTo(10_000 - 6_400 + 2_560, 9)
    expect(state.holdings[0]?.amount).toBe(0.06)
    expect(state.holdings[0]?.avgBuyPrice).toBe(64_000)
    expect(state.trades[0]).toMatchObject({
      type: 'sell',
      symbol: 'BTC',
      amount: 0.04,
      total: 2_560,
    })
  })

  it('removes the holding when it reaches zero', () => {
    const state = run([
      { type: 'buy', symbol: 'LINK', amount: 3 },
      { type: 'buy', symbol: 'UNI', amount: 2 },
      { type: 'sell', symbol: 'LINK', amount: 3 },
    ])
    expect(state.holdings.map((holding) => holding.symbol)).toEqual(['UNI'])
    expect(state.cash).toBeCloseTo(10_000 - 15, 9)
  })

  it('removes the holding when float dust is all that would be left', () => {
    const state = run([
      { type: 'buy', symbol: 'DOT', amount: 0.1 },
      { type: 'buy', symbol: 'DOT', amount: 0.2 },
      { type: 'sell', symbol: 'DOT', amount: 0.3 },
    ])
    expect(state.holdings).toEqual([])
    expect(state.cash).toBeCloseTo(10_000, 9)
  })

  it('sells to zero for any amount held', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIMULATOR_ASSETS),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        (asset, lots) => {
          const makeId = idMaker()
          const rich = { ...initialPortfolio(), cash: 1e12 }
          const bought = lots.reduce(
            (state, steps) =>
              executed(
                trade(
                  state,
                  { type: 'buy', symbol: asset.symbol, amount: steps / 1e6 },
                  NOW,
                  makeId,
                ),
              ),
            rich,
          )
          const held = bought.holdings[0]?.amount ?? 0
          const sold = executed(
            trade(bought, { type: 'sell', symbol: asset.symbol, amount: held }, NOW, makeId),
          )
          expect(sold.holdings).toEqual([])
          expect(sold.cash).toBeCloseTo(1e12, 2)
        },
      ),
    )
  })
})

describe('every error says exactly what went wrong', () => {
  const start = initialPortfolio()

  it.each<[string, TradeOrder]>([
    ['no asset', { type: 'buy', symbol: null, amount: 1 }],
    ['an empty asset', { type: 'sell', symbol: '', amount: 1 }],
    ['an unknown asset', { type: 'buy', symbol: 'DOGE', amount: 1 }],
    ['no amount', { type: 'buy', symbol: 'BTC', amount: parseAmount('') }],
    ['a blank amount', { type: 'buy', symbol: 'BTC', amount: parseAmount('   ') }],
    ['a zero amount', { type: 'buy', symbol: 'BTC', amount: 0 }],
    ['a negative amount', { type: 'sell', symbol: 'BTC', amount: -1 }],
    ['an amount that is not a number', { type: 'buy', symbol: 'BTC', amount: Number.NaN }],
    ['an infinite amount', { type: 'buy', symbol: 'BTC', amount: Number.POSITIVE_INFINITY }],
    ['an amount below the 0.000001 step', { type: 'buy', symbol: 'BTC', amount: 0.0000004 }],
  ])('Invalid Trade for %s', (_case, order) => {
    expect(trade(start, order, NOW, idMaker())).toEqual({
      ok: false,
      error: {
        title: 'Invalid Trade',
        description: 'Please select an asset and enter a valid amount',
      },
    })
  })

  it('Insufficient Funds with the needed and available amounts', () => {
    expect(trade(start, { type: 'buy', symbol: 'BTC', amount: 1 }, NOW, idMaker())).toEqual({
      ok: false,
      error: {
        title: 'Insufficient Funds',
        description: 'You need $64,000.00 but only have $10,000.00 available',
      },
    })
    const fifty: SimulatorAsset[] = [
      { symbol: 'BTC', name: 'Bitcoin', price: 50_000, change24h: 0, marketCap: 1 },
    ]
    const result = trade(start, { type: 'buy', symbol: 'BTC', amount: 1 }, NOW, idMaker(), fifty)
    expect(!result.ok && result.error.description).toBe(
      'You need $50,000.00 but only have $10,000.00 available',
    )
    const spent = run([{ type: 'buy', symbol: 'ETH', amount: 3 }])
    const more = trade(spent, { type: 'buy', symbol: 'ETH', amount: 0.5 }, NOW, idMaker())
    expect(!more.ok && more.error).toEqual({
      title: 'Insufficient Funds',
      description: 'You need $1,600.00 but only have $400.00 available',
    })
  })

  it('Insufficient Holdings when selling more than held, or what is not held', () => {
    const held = run([{ type: 'buy', symbol: 'ETH', amount: 1 }])
    expect(trade(held, { type: 'sell', symbol: 'ETH', amount: 1.000001 }, NOW, idMaker())).toEqual({
      ok: false,
      error: { title: 'Insufficient Holdings', description: "You don't have enough ETH to sell" },
    })
    expect(trade(held, { type: 'sell', symbol: 'BTC', amount: 0.1 }, NOW, idMaker())).toEqual({
      ok: false,
      error: { title: 'Insufficient Holdings', description: "You don't have enough BTC to sell" },
    })
  })
})

describe('amounts', () => {
  it('are kept to 6 decimals', () => {
    expect(roundAmount(0.1234567)).toBe(0.123457)
    const state = run([{ type: 'buy', symbol: 'BTC', amount: 0.1234567 }])
    expect(state.holdings[0]?.amount).toBe(0.123457)
    expect(state.trades[0]?.amount).toBe(0.123457)
  })

  it('read what the reader typed', () => {
    expect(parseAmount('0.5')).toBe(0.5)
    expect(parseAmount(' 2 ')).toBe(2)
    expect(parseAmount('')).toBeNaN()
    expect(parseAmount('abc')).toBeNaN()
  })

  it('max buy never exceeds the cash and leaves less than one step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom(...SIMULATOR_ASSETS),
        (cash, asset) => {
          const amount = maxBuyAmount(cash, asset.price)
          expect(amount * asset.price).toBeLessThanOrEqual(cash + EPSILON)
          expect(cash - amount * asset.price).toBeLessThan(asset.price * 1e-6 + EPSILON)
        },
      ),
    )
  })
})

describe('the trade history', () => {
  it('has the newest trade at the top', () => {
    const state = run([
      { type: 'buy', symbol: 'BTC', amount: 0.05 },
      { type: 'buy', symbol: 'SOL', amount: 2 },
      { type: 'sell', symbol: 'BTC', amount: 0.01 },
    ])
    expect(state.trades.map((entry) => `${entry.type} ${entry.symbol}`)).toEqual([
      'sell BTC',
      'buy SOL',
      'buy BTC',
    ])
  })
})

describe('valuation', () => {
  it('measures total value and return against 10,000', () => {
    const state = run([
      { type: 'buy', symbol: 'BTC', amount: 0.1 },
      { type: 'buy', symbol: 'SOL', amount: 10 },
    ])
    const atStart = valuation(state)
    expect(atStart.cash).toBeCloseTo(2_150, 9)
    expect(atStart.holdingsValue).toBeCloseTo(7_850, 9)
    expect(atStart.totalValue).toBeCloseTo(10_000, 9)
    expect(atStart.totalReturn).toBeCloseTo(0, 9)

    const risen = SIMULATOR_ASSETS.map((asset) =>
      asset.symbol === 'BTC' ? { ...asset, price: 70_000 } : asset,
    )
    const later = valuation(withCurrentPrices(state, risen))
    expect(later.totalValue).toBeCloseTo(10_600, 9)
    expect(later.totalReturn).toBeCloseTo(600, 9)
    expect(later.totalReturnPercent).toBeCloseTo(6, 9)
    expect(later.positions[0]).toMatchObject({
      value: expect.closeTo(7_000, 9) as number,
      costBasis: expect.closeTo(6_400, 9) as number,
      profitLoss: expect.closeTo(600, 9) as number,
      profitLossPercent: expect.closeTo(9.375, 9) as number,
    })
    expect(later.allocation.map((slice) => slice.key)).toEqual(['cash', 'BTC', 'SOL'])
    expect(later.allocation.map((slice) => slice.percent.toFixed(4))).toEqual([
      ((2_150 / 10_600) * 100).toFixed(4),
      ((7_000 / 10_600) * 100).toFixed(4),
      ((1_450 / 10_600) * 100).toFixed(4),
    ])
  })

  it('is all cash at the start', () => {
    expect(valuation(initialPortfolio())).toEqual({
      cash: 10_000,
      holdingsValue: 0,
      totalValue: 10_000,
      totalReturn: 0,
      totalReturnPercent: 0,
      positions: [],
      allocation: [{ key: 'cash', label: 'Cash', value: 10_000, percent: 100 }],
    })
  })
})

/** Any order a reader could place, valid or not; sells are often sized from what is held. */
const orderArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    type: fc.constantFrom('buy' as const, 'sell' as const),
    symbol: fc.oneof(
      fc.constantFrom(...SIMULATOR_ASSETS.map((asset) => asset.symbol)),
      fc.constantFrom(null, '', 'DOGE', 'btc'),
    ),
    amount: fc.oneof(
      fc.double({ min: -10, max: 1e5 }),
      fc.integer({ min: 1, max: 10_000_000 }).map((steps) => steps / 1e6),
    ),
  }),
  fc.record({
    kind: fc.constant('share' as const),
    type: fc.constantFrom('buy' as const, 'sell' as const),
    symbol: fc.constantFrom(...SIMULATOR_ASSETS.map((asset) => asset.symbol)),
    share: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1.2, noNaN: true })),
  }),
)

type ArbitraryOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never

function resolve(state: PortfolioState, order: ArbitraryOrder): TradeOrder {
  if (order.kind === 'raw') return order
  const price = SIMULATOR_ASSETS.find((asset) => asset.symbol === order.symbol)?.price ?? 1
  const held = state.holdings.find((holding) => holding.symbol === order.symbol)?.amount ?? 0
  const amount = order.type === 'buy' ? (state.cash / price) * order.share : held * order.share
  return { type: order.type, symbol: order.symbol, amount }
}

describe('any sequence of orders', () => {
  it('conserves cash + holdings at cost, never goes negative and leaves the input untouched', () => {
    fc.assert(
      fc.property(fc.array(orderArbitrary, { maxLength: 40 }), (orders) => {
        const makeId = idMaker()
        let state = initialPortfolio()
        let executedCount = 0
        for (const arbitrary of orders) {
          const order = resolve(state, arbitrary)
          const before = structuredClone(state)
          const result = trade(state, order, NOW, makeId)
          // The state passed in is never changed, valid trade or not.
          expect(state).toEqual(before)
          if (!result.ok) continue
          executedCount += 1
          state = result.state
          expect(state.trades[0]).toBe(result.trade)
          expect(state.cash).toBeGreaterThanOrEqual(0)
          for (const holding of state.holdings) expect(holding.amount).toBeGreaterThan(0)
          expect(new Set(state.holdings.map((holding) => holding.symbol)).size).toBe(
            state.holdings.length,
          )
          expect(state.cash + costBasis(state)).toBeCloseTo(STARTING_CASH, 6)
        }
        expect(state.trades).toHaveLength(executedCount)
        const allocated = valuation(state).allocation.reduce((sum, slice) => sum + slice.percent, 0)
        expect(allocated).toBeCloseTo(100, 9)
      }),
    )
  })

  it('an invalid order is an error and the portfolio stays as it was', () => {
    fc.assert(
      fc.property(
        fc.array(orderArbitrary, { maxLength: 15 }),
        fc.record({
          type: fc.constantFrom('buy' as const, 'sell' as const),
          symbol: fc.constantFrom(null, undefined, '', 'DOGE', 'BTC'),
          amount: fc.constantFrom(0, -1, -0.5, Number.NaN, Number.NEGATIVE_INFINITY, 1e-7),
        }),
        (orders, invalid) => {
          const makeId = idMaker()
          const state = orders.reduce((current, arbitrary) => {
            const result = trade(current, resolve(current, arbitrary), NOW, makeId)
            return result.ok ? result.state : current
          }, initialPortfolio())
          const before = structuredClone(state)
          const result = trade(state, invalid, NOW, makeId)
          expect(result.ok).toBe(false)
          expect(state).toEqual(before)
        },
      ),
    )
  })
})
