import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { SIMULATOR_ASSETS } from '../simulator/assets'
import { COMPOUNDING_FREQUENCIES } from '../yield/math'
import { PROTOCOLS } from '../yield/protocols'
import { toolEmbedFromBlock } from './blocks'
import {
  EMBED_AMOUNT_INVALID,
  EMBED_APY_SOURCE_INVALID,
  EMBED_BUYS_OVER_CASH,
  EMBED_COINS_INVALID,
  EMBED_COIN_ID_INVALID,
  EMBED_PROTOCOL_INVALID,
  EMBED_SYMBOL_INVALID,
  parseToolEmbed,
  simulatorEmbedSchema,
  watchlistEmbedSchema,
  yieldEmbedSchema,
} from './settings'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('yield settings', () => {
  it('take an amount with a protocol or a custom APY, and a frequency', () => {
    expect(yieldEmbedSchema.parse({ amount: 1000, apy: 5, frequency: 'daily' })).toEqual({
      amount: 1000,
      apy: 5,
      frequency: 'daily',
    })
    expect(
      yieldEmbedSchema.safeParse({ amount: 2500, protocol: 'Lido', frequency: 'monthly' }).success,
    ).toBe(true)
  })

  it.each([
    [{ amount: 0, apy: 5, frequency: 'daily' }, EMBED_AMOUNT_INVALID],
    [{ amount: -1, apy: 5, frequency: 'daily' }, EMBED_AMOUNT_INVALID],
    [{ amount: 1e13, apy: 5, frequency: 'daily' }, EMBED_AMOUNT_INVALID],
    [{ amount: 0.000000001, apy: 5, frequency: 'daily' }, EMBED_AMOUNT_INVALID],
    [{ amount: '1000', apy: 5, frequency: 'daily' }, EMBED_AMOUNT_INVALID],
    [{ amount: 1000, protocol: 'Rugpull Finance', frequency: 'daily' }, EMBED_PROTOCOL_INVALID],
    [{ amount: 1000, protocol: 'Lido', apy: 5, frequency: 'daily' }, EMBED_APY_SOURCE_INVALID],
    [{ amount: 1000, frequency: 'daily' }, EMBED_APY_SOURCE_INVALID],
  ])('refuse %j', (settings, message) => {
    expect(messageOf(yieldEmbedSchema.safeParse(settings))).toBe(message)
  })

  it('refuse keys they do not know', () => {
    const hostile = { amount: 1000, apy: 5, frequency: 'daily', onload: 'alert(1)' }
    expect(yieldEmbedSchema.safeParse(hostile).success).toBe(false)
  })
})

describe('watchlist settings', () => {
  it.each([
    [[], EMBED_COINS_INVALID],
    [Array.from({ length: 11 }, (_, index) => `coin-${index}`), EMBED_COINS_INVALID],
    [['bitcoin', 'bitcoin'], EMBED_COINS_INVALID],
    [['"><script>'], EMBED_COIN_ID_INVALID],
    [['Bitcoin'], EMBED_COIN_ID_INVALID],
  ])('refuse %j', (coins, message) => {
    expect(messageOf(watchlistEmbedSchema.safeParse({ coins }))).toBe(message)
  })

  it('come from the block’s comma-separated ids, lowercased', () => {
    expect(toolEmbedFromBlock('watchlist', { coins: 'Bitcoin, ethereum solana' })).toEqual({
      ok: true,
      embed: { tool: 'watchlist', settings: { coins: ['bitcoin', 'ethereum', 'solana'] } },
    })
  })
})

describe('simulator settings', () => {
  it('refuse buys that cost more than the cash', () => {
    const settings = {
      cash: 1000,
      buys: [
        { symbol: 'BTC', usd: 600 },
        { symbol: 'ETH', usd: 400.01 },
      ],
    }
    expect(messageOf(simulatorEmbedSchema.safeParse(settings))).toBe(EMBED_BUYS_OVER_CASH)
  })

  it('refuse assets the simulator does not have', () => {
    const settings = { cash: 1000, buys: [{ symbol: 'DOGE', usd: 10 }] }
    expect(messageOf(simulatorEmbedSchema.safeParse(settings))).toBe(EMBED_SYMBOL_INVALID)
  })

  it('accept any buys that fit the cash, whatever the cents (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            symbol: fc.constantFrom(...SIMULATOR_ASSETS.map((asset) => asset.symbol)),
            cents: fc.integer({ min: 100, max: 100_000_000 }),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 100_000_000 }),
        (buys, spareCents) => {
          const spent = buys.reduce((sum, buy) => sum + buy.cents, 0)
          const settings = {
            cash: Math.max(10_000, spent + spareCents) / 100,
            buys: buys.map((buy) => ({ symbol: buy.symbol, usd: buy.cents / 100 })),
          }
          expect(simulatorEmbedSchema.safeParse(settings).success).toBe(true)
        },
      ),
    )
  })
})

describe('a placeholder’s settings', () => {
  const validYield = fc.record({
    amount: fc.integer({ min: 1, max: 1e12 }),
    protocol: fc.constantFrom(...PROTOCOLS.map((protocol) => protocol.name)),
    frequency: fc.constantFrom(...COMPOUNDING_FREQUENCIES),
  })

  it('read back exactly what was written (property)', () => {
    fc.assert(
      fc.property(validYield, (settings) => {
        expect(parseToolEmbed('yield', JSON.stringify(settings))).toEqual({
          tool: 'yield',
          settings,
        })
      }),
    )
  })

  it.each([
    ['video', '{"coins":["bitcoin"]}'],
    ['watchlist', 'not json'],
    ['watchlist', '{"coins":["bitcoin"],"__proto__":{"x":1}}'],
    ['watchlist', `{"coins":["${'a'.repeat(5000)}"]}`],
    ['simulator', null],
  ])('are nothing for a %s placeholder holding %s', (kind, json) => {
    expect(parseToolEmbed(kind, json)).toBeNull()
  })
})
