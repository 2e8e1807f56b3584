import { describe, expect, it } from 'vitest'

import { PORTFOLIO_STORAGE_KEY, parsePortfolio, serializePortfolio } from './persistence'
import { initialPortfolio, trade, type PortfolioState } from './portfolio'

const NOW = new Date('2026-03-01T12:00:00.000Z')

function traded(): PortfolioState {
  let next = 0
  const makeId = () => `id-${++next}`
  const first = trade(initialPortfolio(), { type: 'buy', symbol: 'BTC', amount: 0.05 }, NOW, makeId)
  if (!first.ok) throw new Error('buy failed')
  const second = trade(first.state, { type: 'buy', symbol: 'ETH', amount: 1 }, NOW, makeId)
  if (!second.ok) throw new Error('buy failed')
  return second.state
}

describe('the stored portfolio', () => {
  it('lives under blockwise-portfolio-simulator', () => {
    expect(PORTFOLIO_STORAGE_KEY).toBe('blockwise-portfolio-simulator')
  })

  it('comes back as it was saved', () => {
    const state = traded()
    expect(parsePortfolio(serializePortfolio(state))).toEqual(state)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a missing field', '{"cash":100,"holdings":[]}'],
    ['negative cash', '{"cash":-5,"holdings":[],"trades":[]}'],
    ['text cash', '{"cash":"10000","holdings":[],"trades":[]}'],
  ])('falls back to the start state for %s', (_case, raw) => {
    expect(parsePortfolio(raw)).toEqual(initialPortfolio())
  })

  it('falls back for holdings it cannot trust', () => {
    const state = traded()
    const holding = state.holdings[0]
    if (!holding) throw new Error('no holding')
    const variants = [
      { ...state, holdings: [{ ...holding, symbol: 'DOGE' }] },
      { ...state, holdings: [holding, { ...holding, id: 'other' }] },
      { ...state, holdings: [{ ...holding, amount: 0 }] },
      { ...state, holdings: [{ ...holding, amount: -1 }] },
      { ...state, trades: [{ ...state.trades[0], type: 'gift' }] },
      { ...state, trades: [{ ...state.trades[0], timestamp: 'yesterday' }] },
    ]
    for (const variant of variants) {
      expect(parsePortfolio(JSON.stringify(variant))).toEqual(initialPortfolio())
    }
  })

  it('takes names, prices and allocations from the asset list, not from storage', () => {
    const state = traded()
    const tampered = {
      ...state,
      holdings: state.holdings.map((holding) => ({
        ...holding,
        name: 'Fake',
        currentPrice: 1,
        allocation: 99,
      })),
    }
    expect(parsePortfolio(JSON.stringify(tampered))).toEqual(state)
  })
})
