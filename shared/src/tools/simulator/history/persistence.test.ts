import { describe, expect, it } from 'vitest'

import { initialPortfolio } from '../portfolio'
import type { PriceHistories } from './timeMachine'
import { tradeOn } from './timeMachine'
import { parseSession, serializeSession, type TimeMachineSession } from './persistence'

const prices: PriceHistories = {
  BTC: [
    { date: '2024-01-01', close: 40_000, interpolated: false },
    { date: '2024-01-08', close: 50_000, interpolated: false },
  ],
}

function session(): TimeMachineSession {
  let next = 0
  const makeId = () => `t${++next}`
  const bought = tradeOn(
    initialPortfolio(),
    { type: 'buy', symbol: 'BTC', amount: 0.2 },
    '2024-01-01',
    prices,
    makeId,
  )
  if (!bought.ok) throw new Error('buy failed')
  const sold = tradeOn(
    bought.state,
    { type: 'sell', symbol: 'BTC', amount: 0.05 },
    '2024-01-08',
    prices,
    makeId,
  )
  if (!sold.ok) throw new Error('sell failed')
  return { start: '2024-01-01', day: '2024-01-08', portfolio: sold.state }
}

describe('the saved time machine session', () => {
  it('comes back with the same trades, cash and holdings', () => {
    const saved = session()
    const parsed = parseSession(serializeSession(saved))
    expect(parsed?.start).toBe('2024-01-01')
    expect(parsed?.day).toBe('2024-01-08')
    expect(parsed?.portfolio.trades).toEqual(saved.portfolio.trades)
    expect(parsed?.portfolio.cash).toBeCloseTo(10_000 - 8_000 + 2_500, 6)
    expect(parsed?.portfolio.holdings.map((holding) => [holding.symbol, holding.amount])).toEqual([
      ['BTC', 0.15],
    ])
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['the wrong shape', '{"start":"2024-01-01"}'],
    ['an impossible day', JSON.stringify({ start: '2024-02-30', day: '2024-03-01', trades: [] })],
    [
      'a day before the start',
      JSON.stringify({ start: '2024-02-01', day: '2024-01-01', trades: [] }),
    ],
  ])('is null for %s', (_, raw) => {
    expect(parseSession(raw)).toBeNull()
  })

  it('refuses trades that could not have happened: overspent, unknown, or outside the session', () => {
    const saved = JSON.parse(serializeSession(session())) as {
      trades: Array<Record<string, unknown>>
    }
    const tampered = (change: (trades: Array<Record<string, unknown>>) => void) => {
      const copy = structuredClone(saved)
      change(copy.trades)
      return parseSession(
        JSON.stringify({ start: '2024-01-01', day: '2024-01-08', trades: copy.trades }),
      )
    }
    expect(tampered(() => undefined)).not.toBeNull()
    expect(
      tampered((trades) => Object.assign(trades[1] ?? {}, { amount: 2, total: 80_000 })),
    ).toBeNull()
    expect(tampered((trades) => Object.assign(trades[0] ?? {}, { amount: 1 }))).toBeNull()
    expect(tampered((trades) => Object.assign(trades[1] ?? {}, { symbol: 'DOGE' }))).toBeNull()
    expect(
      tampered((trades) =>
        Object.assign(trades[0] ?? {}, { timestamp: '2024-02-01T00:00:00.000Z' }),
      ),
    ).toBeNull()
    expect(tampered((trades) => trades.reverse())).toBeNull()
  })
})
