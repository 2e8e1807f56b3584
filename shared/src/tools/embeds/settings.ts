import '../../zodInBrowsers'
import { z } from 'zod'

import { SIMULATOR_ASSETS } from '../simulator/assets'
import { COIN_ID } from '../watchlist/coinIds'
import { COMPOUNDING_FREQUENCIES } from '../yield/math'
import { PROTOCOLS, findProtocol } from '../yield/protocols'
import { parseYieldQuery } from '../yield/shareQuery'

/** The tools an article can embed, as the placeholder's `data-tool-embed` names them. */
export const TOOL_EMBED_KINDS = ['yield', 'watchlist', 'simulator'] as const
export type ToolEmbedKind = (typeof TOOL_EMBED_KINDS)[number]

export const EMBED_AMOUNT_INVALID =
  'Enter an amount above 0 and up to 1,000,000,000,000, with at most 8 decimals'
export const EMBED_APY_INVALID = 'Enter an APY above 0 and up to 10,000%, with at most 8 decimals'
export const EMBED_PROTOCOL_INVALID = `Choose one of the calculator’s ${PROTOCOLS.length} protocols`
export const EMBED_FREQUENCY_INVALID = 'Choose daily, weekly, monthly or yearly compounding'
export const EMBED_APY_SOURCE_INVALID = 'Choose a protocol or enter a custom APY, not both'
export const MAX_EMBED_COINS = 10
export const EMBED_COINS_INVALID = `List 1 to ${MAX_EMBED_COINS} different CoinGecko coin ids, such as bitcoin, ethereum`
export const EMBED_COIN_ID_INVALID =
  'Coin ids are lowercase letters, digits and dashes, such as usd-coin'
export const MIN_EMBED_CASH = 100
export const MAX_EMBED_CASH = 1_000_000_000
export const EMBED_CASH_INVALID =
  'Enter starting cash from $100 to $1,000,000,000, in dollars and cents'
export const MAX_EMBED_BUYS = 8
export const EMBED_BUY_INVALID = 'Each buy is $1 to $1,000,000,000, in dollars and cents'
export const EMBED_SYMBOL_INVALID = `Choose one of the simulator’s assets: ${SIMULATOR_ASSETS.map((asset) => asset.symbol).join(', ')}`
export const EMBED_BUYS_TOO_MANY = `At most ${MAX_EMBED_BUYS} starting buys`
export const EMBED_BUYS_OVER_CASH = 'The starting buys cost more than the starting cash'

/** A number the standalone calculator's URL reads back as itself (its limits, ≤ 8 decimals). */
const sharedNumber = (key: 'amount' | 'apy', message: string) =>
  z
    .number({ error: message })
    .refine(
      (value) => parseYieldQuery(new URLSearchParams({ [key]: String(value) }))[key] === value,
      {
        message,
      },
    )

/** Dollars and cents within [min, max]. */
const dollars = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message })

/** The yield calculator's start: an amount, a built-in protocol or a custom APY, a frequency. */
export const yieldEmbedSchema = z
  .strictObject({
    amount: sharedNumber('amount', EMBED_AMOUNT_INVALID),
    protocol: z
      .string({ error: EMBED_PROTOCOL_INVALID })
      .refine((name) => findProtocol(name) !== undefined, EMBED_PROTOCOL_INVALID)
      .optional(),
    apy: sharedNumber('apy', EMBED_APY_INVALID).optional(),
    frequency: z.enum(COMPOUNDING_FREQUENCIES, { error: EMBED_FREQUENCY_INVALID }),
  })
  .refine((settings) => (settings.protocol === undefined) !== (settings.apy === undefined), {
    message: EMBED_APY_SOURCE_INVALID,
    path: ['apy'],
  })
export type YieldEmbedSettings = z.infer<typeof yieldEmbedSchema>

/** The watchlist's start: CoinGecko coin ids, in the order shown. */
export const watchlistEmbedSchema = z.strictObject({
  coins: z
    .array(z.string({ error: EMBED_COIN_ID_INVALID }).regex(COIN_ID, EMBED_COIN_ID_INVALID), {
      error: EMBED_COINS_INVALID,
    })
    .min(1, EMBED_COINS_INVALID)
    .max(MAX_EMBED_COINS, EMBED_COINS_INVALID)
    .refine((coins) => new Set(coins).size === coins.length, EMBED_COINS_INVALID),
})
export type WatchlistEmbedSettings = z.infer<typeof watchlistEmbedSchema>

const SIMULATOR_SYMBOLS = SIMULATOR_ASSETS.map((asset) => asset.symbol) as [string, ...string[]]

/** The simulator's start in its fixed-price mode: virtual cash and buys made with it. */
export const simulatorEmbedSchema = z
  .strictObject({
    cash: dollars(MIN_EMBED_CASH, MAX_EMBED_CASH, EMBED_CASH_INVALID),
    buys: z
      .array(
        z.strictObject({
          symbol: z.enum(SIMULATOR_SYMBOLS, { error: EMBED_SYMBOL_INVALID }),
          usd: dollars(1, MAX_EMBED_CASH, EMBED_BUY_INVALID),
        }),
        { error: EMBED_BUYS_TOO_MANY },
      )
      .max(MAX_EMBED_BUYS, EMBED_BUYS_TOO_MANY),
  })
  .refine((settings) => spentOn(settings.buys) <= settings.cash, {
    message: EMBED_BUYS_OVER_CASH,
    path: ['buys'],
  })
export type SimulatorEmbedSettings = z.infer<typeof simulatorEmbedSchema>

/** What the starting buys cost together, in cents-exact dollars. */
export function spentOn(buys: ReadonlyArray<{ usd: number }>): number {
  return buys.reduce((sum, buy) => sum + Math.round(buy.usd * 100), 0) / 100
}

/** One embedded tool with its settings. */
export type ToolEmbed =
  | { tool: 'yield'; settings: YieldEmbedSettings }
  | { tool: 'watchlist'; settings: WatchlistEmbedSettings }
  | { tool: 'simulator'; settings: SimulatorEmbedSettings }

export const TOOL_EMBED_SCHEMAS = {
  yield: yieldEmbedSchema,
  watchlist: watchlistEmbedSchema,
  simulator: simulatorEmbedSchema,
} as const

export function isToolEmbedKind(value: unknown): value is ToolEmbedKind {
  return (TOOL_EMBED_KINDS as readonly unknown[]).includes(value)
}

/** A placeholder's settings (its kind and JSON), or null when either is not valid. */
export function parseToolEmbed(kind: unknown, json: unknown): ToolEmbed | null {
  if (!isToolEmbedKind(kind) || typeof json !== 'string' || json.length > 4000) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  const parsed = TOOL_EMBED_SCHEMAS[kind].safeParse(value)
  return parsed.success ? ({ tool: kind, settings: parsed.data } as ToolEmbed) : null
}
