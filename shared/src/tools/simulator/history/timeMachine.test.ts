import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { SIMULATOR_ASSETS } from '../assets'
import {
  EPSILON,
  STARTING_CASH,
  initialPortfolio,
  valuation,
  type PortfolioState,
} from '../portfolio'
import { addDays } from './days'
import type { DailyClose } from './marketHistory'
import {
  assetsOn,
  lastCommonDay,
  revalueOn,
  tradeOn,
  valueSeries,
  type PriceHistories,
} from './timeMachine'

const START = '2024-01-01'
const DAYS = 30
const SYMBOLS = SIMULATOR_ASSETS.map((asset) => asset.symbol)

/**
 * The same amount but for floating-point rounding, at any size the generators reach: a portfolio
 * can grow to ~1e13 here, where one step of a double is 0.002 and a fixed tolerance fails.
 */
function expectSameAmount(actual: number | undefined, expected: number) {
  expect(actual).toBeTypeOf('number')
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(
    Math.max(1e-6, Math.abs(expected) * 1e-12),
  )
}

function idMaker(): () => string {
  let next = 0
  return () => `id-${++next}`
}

/** Random closes for every asset and day of the month from START. */
const histories: fc.Arbitrary<PriceHistories> = fc
  .array(
    fc.array(fc.double({ min: 0.01, max: 100_000, noNaN: true }), {
      minLength: DAYS,
      maxLength: DAYS,
    }),
    {
      minLength: SYMBOLS.length,
      maxLength: SYMBOLS.length,
    },
  )
  .map((rows) =>
    Object.fromEntries(
      rows.map((row, index): [string, DailyClose[]] => [
        SYMBOLS[index] ?? '',
        row.map((close, day) => ({ date: addDays(START, day), close, interpolated: false })),
      ]),
    ),
  )

const orders = fc.array(
  fc.record({
    day: fc.integer({ min: 0, max: DAYS - 1 }),
    type: fc.constantFrom('buy' as const, 'sell' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  { maxLength: 12 },
)

/** Places the orders in day order, each for a share of what cash or holdings allow. */
type Order = { day: number; type: 'buy' | 'sell'; symbol: string; share: number }

function placeAll(prices: PriceHistories, list: Order[]) {
  let state: PortfolioState = initialPortfolio()
  const makeId = idMaker()
  for (const order of [...list].sort((a, b) => a.day - b.day)) {
    const day = addDays(START, order.day)
    const price = assetsOn(prices, day).find((asset) => asset.symbol === order.symbol)?.price ?? 1
    const held = state.holdings.find((holding) => holding.symbol === order.symbol)?.amount ?? 0
    const amount = order.type === 'buy' ? (state.cash / price) * order.share : held * order.share
    const result = tradeOn(
      state,
      { type: order.type, symbol: order.symbol, amount },
      day,
      prices,
      makeId,
    )
    if (result.ok) state = result.state
  }
  return state
}

describe('the time machine', () => {
  it('prices each asset at the day’s close, with the change since the day before', () => {
    const prices: PriceHistories = {
      BTC: [
        { date: '2024-01-01', close: 40_000, interpolated: false },
        { date: '2024-01-02', close: 44_000, interpolated: false },
      ],
    }
    expect(assetsOn(prices, '2024-01-02')).toEqual([
      { symbol: 'BTC', name: 'Bitcoin', price: 44_000, change24h: 10, marketCap: 0 },
    ])
    expect(assetsOn(prices, '2024-01-03')).toEqual([])
    const bought = tradeOn(
      initialPortfolio(),
      { type: 'buy', symbol: 'BTC', amount: 0.1 },
      '2024-01-01',
      prices,
      idMaker(),
    )
    expect(bought.ok && bought.trade).toMatchObject({
      price: 40_000,
      total: 4_000,
      timestamp: '2024-01-01T00:00:00.000Z',
    })
    const refused = tradeOn(
      initialPortfolio(),
      { type: 'buy', symbol: 'ETH', amount: 1 },
      '2024-01-01',
      prices,
      idMaker(),
    )
    expect(refused.ok).toBe(false)
    if (bought.ok)
      expect(valuation(revalueOn(bought.state, '2024-01-02', prices)).totalValue).toBeCloseTo(
        10_400,
        6,
      )
  })

  it('with no trades, the value stays the starting cash whatever the prices do', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: DAYS - 1 }), (prices, day) => {
        const value = valuation(revalueOn(initialPortfolio(), addDays(START, day), prices))
        expect(value.totalValue).toBe(STARTING_CASH)
      }),
    )
  })

  it('buying then selling the same amount on the same day is neutral', () => {
    fc.assert(
      fc.property(
        histories,
        orders,
        fc.constantFrom(...SYMBOLS),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (prices, list, symbol, share) => {
          const state = placeAll(prices, list)
          const day = addDays(START, DAYS - 1)
          const price = assetsOn(prices, day).find((asset) => asset.symbol === symbol)?.price ?? 1
          const amount = (state.cash / price) * share
          const makeId = idMaker()
          const bought = tradeOn(state, { type: 'buy', symbol, amount }, day, prices, makeId)
          fc.pre(bought.ok)
          if (!bought.ok) return
          const sold = tradeOn(
            bought.state,
            { type: 'sell', symbol, amount: bought.trade.amount },
            day,
            prices,
            makeId,
          )
          expect(sold.ok).toBe(true)
          if (!sold.ok) return
          const before = valuation(revalueOn(state, day, prices)).totalValue
          const after = valuation(sold.state).totalValue
          expect(Math.abs(after - before)).toBeLessThanOrEqual(Math.max(1, before) * 1e-9)
        },
      ),
    )
  })

  it('values the portfolio at cash plus each amount held times the day’s close', () => {
    fc.assert(
      fc.property(histories, orders, fc.integer({ min: 0, max: DAYS - 1 }), (prices, list, day) => {
        const state = placeAll(prices, list)
        const date = addDays(START, day)
        const expected =
          state.cash +
          state.holdings.reduce(
            (sum, holding) => sum + holding.amount * (prices[holding.symbol]?.[day]?.close ?? 0),
            0,
          )
        expectSameAmount(valuation(revalueOn(state, date, prices)).totalValue, expected)
        expect(state.cash).toBeGreaterThanOrEqual(-EPSILON)
      }),
    )
  })

  it('charts each day’s value as the trades made by then, at that day’s closes', () => {
    fc.assert(
      fc.property(histories, orders, fc.integer({ min: 0, max: DAYS - 1 }), (prices, list, day) => {
        const state = placeAll(prices, list)
        const series = valueSeries(state.trades, prices, START, addDays(START, DAYS - 1))
        expect(series).toHaveLength(DAYS)
        expect(series[0]?.date).toBe(START)
        const tradesBy = state.trades.filter(
          (made) => made.timestamp <= `${addDays(START, day)}T00:00:00.000Z`,
        )
        const replayed = placeAll(
          prices,
          list.filter((order) => order.day <= day),
        )
        expect(tradesBy).toHaveLength(replayed.trades.length)
        const expected = valuation(revalueOn(replayed, addDays(START, day), prices)).totalValue
        expectSameAmount(series[day]?.value, expected)
      }),
    )
  })

  it('cannot step past the last day every history reaches', () => {
    const prices: PriceHistories = {
      BTC: [{ date: '2024-01-05', close: 1, interpolated: false }],
      ETH: [{ date: '2024-01-03', close: 1, interpolated: false }],
      UNI: [],
    }
    expect(lastCommonDay(prices)).toBe('2024-01-03')
    expect(lastCommonDay({})).toBeUndefined()
  })
})
