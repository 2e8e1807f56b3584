/**
 * The simulator's portfolio as kept in the browser's local storage: a JSON string that is
 * checked on the way back in, so a corrupt or tampered value falls back to the start state.
 */

import '../../zodInBrowsers'
import { z } from 'zod'

import { SIMULATOR_ASSETS, findAsset, type SimulatorAsset } from './assets'
import { initialPortfolio, withCurrentPrices, type PortfolioState } from './portfolio'

export const PORTFOLIO_STORAGE_KEY = 'blockwise-portfolio-simulator'

const money = z.number().nonnegative()
const positive = z.number().positive()

const holdingSchema = z.object({
  id: z.string().min(1),
  symbol: z.string().min(1),
  name: z.string(),
  amount: positive,
  avgBuyPrice: positive,
  currentPrice: money,
  allocation: z.number(),
})

export const tradeSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['buy', 'sell']),
  symbol: z.string().min(1),
  amount: positive,
  price: positive,
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  total: money,
})

const portfolioSchema = z.object({
  cash: money,
  holdings: z.array(holdingSchema),
  trades: z.array(tradeSchema),
})

export function serializePortfolio(state: PortfolioState): string {
  return JSON.stringify(state)
}

/**
 * The stored portfolio, or the start state when nothing is stored or the value cannot be trusted:
 * not JSON, the wrong shape, negative balances, an unknown or repeated asset.
 */
export function parsePortfolio(
  raw: string | null,
  assets: readonly SimulatorAsset[] = SIMULATOR_ASSETS,
): PortfolioState {
  if (raw === null) return initialPortfolio()
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return initialPortfolio()
  }
  const parsed = portfolioSchema.safeParse(json)
  if (!parsed.success) return initialPortfolio()
  const { cash, holdings, trades } = parsed.data
  const symbols = holdings.map((holding) => holding.symbol)
  const known = symbols.every((symbol) => findAsset(symbol, assets) !== undefined)
  if (!known || new Set(symbols).size !== symbols.length) return initialPortfolio()
  // Names, prices and allocations come from the asset list, not from storage.
  return withCurrentPrices(
    {
      cash,
      holdings: holdings.map((holding) => ({
        ...holding,
        name: findAsset(holding.symbol, assets)?.name ?? holding.name,
      })),
      trades,
    },
    assets,
  )
}
