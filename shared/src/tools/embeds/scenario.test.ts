import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { SIMULATOR_ASSETS } from '../simulator/assets'
import { valuation } from '../simulator/portfolio'
import { scenarioPortfolio } from './scenario'
import { simulatorEmbedSchema } from './settings'

let nextId = 0
const makeId = () => `id-${nextId++}`
const now = new Date('2026-01-01T00:00:00Z')

describe('the simulator’s starting scenario', () => {
  it('buys what each amount pays for and keeps the rest as cash', () => {
    const state = scenarioPortfolio(
      {
        cash: 10_000,
        buys: [
          { symbol: 'ETH', usd: 3200 },
          { symbol: 'SOL', usd: 290 },
        ],
      },
      now,
      makeId,
    )
    expect(state.holdings.map((holding) => [holding.symbol, holding.amount])).toEqual([
      ['ETH', 1],
      ['SOL', 2],
    ])
    expect(state.cash).toBeCloseTo(6510, 9)
    expect(state.trades).toHaveLength(2)
  })

  it('makes every valid scenario’s buys and is worth no more than its cash (property)', () => {
    const scenarios = fc
      .record({
        cash: fc.integer({ min: 10_000, max: 100_000_000 }).map((cents) => cents / 100),
        buys: fc.array(
          fc.record({
            symbol: fc.constantFrom(...SIMULATOR_ASSETS.map((asset) => asset.symbol)),
            usd: fc.integer({ min: 100, max: 10_000_000 }).map((cents) => cents / 100),
          }),
          { maxLength: 8 },
        ),
      })
      .filter((settings) => simulatorEmbedSchema.safeParse(settings).success)
    fc.assert(
      fc.property(scenarios, (settings) => {
        const state = scenarioPortfolio(settings, now, makeId)
        expect(state.trades).toHaveLength(settings.buys.length)
        expect(state.cash).toBeGreaterThanOrEqual(0)
        const worth = valuation(state, settings.cash)
        expect(worth.totalValue).toBeLessThanOrEqual(settings.cash + 1e-6)
        // Each buy is short of its dollars by less than one grid step of its asset.
        expect(worth.totalValue).toBeGreaterThanOrEqual(settings.cash - settings.buys.length * 0.07)
      }),
    )
  })
})
