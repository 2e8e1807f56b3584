import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { MarketCoin } from './market'
import {
  addToken,
  applyPrices,
  isListed,
  parseStoredWatchlist,
  removeToken,
  type WatchlistToken,
} from './watchlist'

const coin = (id: string, symbol: string, price = 1): MarketCoin => ({
  id,
  symbol,
  name: id,
  currentPrice: price,
  priceChange24h: 0.1,
  priceChangePercentage24h: 1.5,
  high24h: price * 1.1,
  low24h: price * 0.9,
})

const NOW = new Date('2026-01-01T00:00:00Z')

function listOf(...coins: MarketCoin[]): WatchlistToken[] {
  return coins.reduce<WatchlistToken[]>((list, next) => {
    const result = addToken(list, next, NOW)
    return result.ok ? result.list : list
  }, [])
}

describe('addToken', () => {
  it('appends the coin with the 24h high and low in the documented fields', () => {
    const result = addToken([], coin('bitcoin', 'btc', 100), NOW)
    expect(result).toEqual({
      ok: true,
      list: [
        {
          id: 'bitcoin',
          symbol: 'BTC',
          name: 'bitcoin',
          currentPrice: 100,
          priceChange24h: 0.1,
          priceChangePercentage24h: 1.5,
          high52w: 110.00000000000001,
          low52w: 90,
          addedAt: NOW.toISOString(),
        },
      ],
    })
  })

  it('refuses a coin already listed, whatever the case', () => {
    const list = listOf(coin('bitcoin', 'btc'))
    expect(addToken(list, coin('bitcoin', 'BTC'), NOW)).toEqual({ ok: false, reason: 'duplicate' })
    expect(isListed(list, ' BTC ')).toBe(true)
    expect(isListed(list, 'Bitcoin')).toBe(true)
    expect(isListed(list, 'eth')).toBe(false)
  })

  it('never holds the same id twice, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('bitcoin', 'ethereum', 'solana', 'cardano')), (ids) => {
        const list = listOf(...ids.map((id) => coin(id, id.slice(0, 3))))
        expect(new Set(list.map((token) => token.id)).size).toBe(list.length)
      }),
    )
  })
})

describe('removeToken and applyPrices', () => {
  it('removes by id and updates only the coins the market answered for', () => {
    const list = listOf(coin('bitcoin', 'btc', 100), coin('ethereum', 'eth', 10))
    expect(removeToken(list, 'bitcoin').map((token) => token.id)).toEqual(['ethereum'])
    const updated = applyPrices(list, [coin('ethereum', 'eth', 12)])
    expect(updated.map((token) => token.currentPrice)).toEqual([100, 12])
    expect(updated[1]?.addedAt).toBe(NOW.toISOString())
  })
})

describe('parseStoredWatchlist', () => {
  it('reads what was stored and ignores anything else', () => {
    const list = listOf(coin('bitcoin', 'btc'))
    expect(parseStoredWatchlist(JSON.stringify(list))).toEqual(list)
    expect(parseStoredWatchlist(null)).toEqual([])
    expect(parseStoredWatchlist('{not json')).toEqual([])
    expect(parseStoredWatchlist('[{"id":1}]')).toEqual([])
  })
})
