/**
 * The portfolio simulator's state machine (docs/product.md#entities, #states, #validation, #limits): virtual cash, holdings and a
 * trade history, changed only by pure functions that return a new state.
 */

import { formatUsd } from '../format'
import { SIMULATOR_ASSETS, findAsset, type SimulatorAsset } from './assets'

export const STARTING_CASH = 10_000
/** Amounts are traded in steps of 0.000001 (6 decimals). */
export const AMOUNT_STEP = 0.000001
export const AMOUNT_DECIMALS = 6
/** Anything smaller is float dust left by arithmetic: an amount or balance this close is equal. */
export const EPSILON = 1e-9

export type TradeType = 'buy' | 'sell'

export interface Holding {
  id: string
  symbol: string
  name: string
  amount: number
  /** Weighted mean price paid for the amount held. */
  avgBuyPrice: number
  currentPrice: number
  /** Share of the portfolio's total value, in percent (0–100). */
  allocation: number
}

export interface Trade {
  id: string
  type: TradeType
  symbol: string
  amount: number
  price: number
  /** ISO 8601 time of the trade. */
  timestamp: string
  /** amount × price, in USD. */
  total: number
}

export interface PortfolioState {
  cash: number
  holdings: Holding[]
  /** Newest first. */
  trades: Trade[]
}

export interface TradeOrder {
  type: TradeType
  /** The selected asset's symbol; empty or missing when none is selected. */
  symbol: string | null | undefined
  amount: number
}

export interface TradeError {
  title: string
  description: string
}

export type TradeResult =
  { ok: true; state: PortfolioState; trade: Trade } | { ok: false; error: TradeError }

export const INVALID_TRADE: TradeError = {
  title: 'Invalid Trade',
  description: 'Please select an asset and enter a valid amount',
}

export function insufficientFunds(needed: number, available: number): TradeError {
  return {
    title: 'Insufficient Funds',
    description: `You need ${formatUsd(needed)} but only have ${formatUsd(available)} available`,
  }
}

export function insufficientHoldings(symbol: string): TradeError {
  return {
    title: 'Insufficient Holdings',
    description: `You don't have enough ${symbol} to sell`,
  }
}

export function initialPortfolio(): PortfolioState {
  return { cash: STARTING_CASH, holdings: [], trades: [] }
}

/** docs/product.md#states: back to 10,000 cash, no holdings and no history. */
export function reset(): PortfolioState {
  return initialPortfolio()
}

/** An amount on the 0.000001 grid. */
export function roundAmount(amount: number): number {
  return Math.round(amount * 10 ** AMOUNT_DECIMALS) / 10 ** AMOUNT_DECIMALS
}

/** The amount typed by the reader: NaN when blank or not a number. */
export function parseAmount(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** The largest amount on the 0.000001 grid that `cash` can pay for at `price`. */
export function maxBuyAmount(cash: number, price: number): number {
  if (!(price > 0) || !(cash > 0)) return 0
  const steps = Math.floor((cash / price) * 10 ** AMOUNT_DECIMALS + EPSILON)
  let amount = steps / 10 ** AMOUNT_DECIMALS
  // Guard the float division: never offer an amount that would fail the funds check.
  while (amount > 0 && amount * price > cash + EPSILON) amount = roundAmount(amount - AMOUNT_STEP)
  return amount
}

/**
 * Executes a buy or a sell at the asset's price. The state passed in is never changed: a valid
 * trade returns the next state and the trade; an invalid one returns the docs/product.md#validation error.
 */
export function trade(
  state: PortfolioState,
  order: TradeOrder,
  now: Date,
  makeId: () => string,
  assets: readonly SimulatorAsset[] = SIMULATOR_ASSETS,
): TradeResult {
  const asset = order.symbol ? findAsset(order.symbol, assets) : undefined
  const amount = Number.isFinite(order.amount) ? roundAmount(order.amount) : Number.NaN
  if (!asset || !(amount > 0)) return { ok: false, error: INVALID_TRADE }

  const existing = state.holdings.find((holding) => holding.symbol === asset.symbol)
  const total = amount * asset.price
  let cash: number
  let holdings: Holding[]

  if (order.type === 'buy') {
    if (total > state.cash + EPSILON) {
      return { ok: false, error: insufficientFunds(total, state.cash) }
    }
    cash = Math.max(0, state.cash - total)
    if (existing) {
      const held = roundAmount(existing.amount + amount)
      const avgBuyPrice = (existing.amount * existing.avgBuyPrice + total) / held
      holdings = state.holdings.map((holding) =>
        holding === existing ? { ...holding, amount: held, avgBuyPrice } : holding,
      )
    } else {
      holdings = [
        ...state.holdings,
        {
          id: makeId(),
          symbol: asset.symbol,
          name: asset.name,
          amount,
          avgBuyPrice: asset.price,
          currentPrice: asset.price,
          allocation: 0,
        },
      ]
    }
  } else {
    if (!existing || amount > existing.amount + EPSILON) {
      return { ok: false, error: insufficientHoldings(asset.symbol) }
    }
    const sold = Math.min(amount, existing.amount)
    const left = roundAmount(existing.amount - sold)
    cash = state.cash + sold * asset.price
    holdings =
      left > EPSILON
        ? state.holdings.map((holding) =>
            holding === existing ? { ...holding, amount: left } : holding,
          )
        : state.holdings.filter((holding) => holding !== existing)
  }

  const executed: Trade = {
    id: makeId(),
    type: order.type,
    symbol: asset.symbol,
    amount,
    price: asset.price,
    timestamp: now.toISOString(),
    total,
  }
  return {
    ok: true,
    state: withCurrentPrices({ cash, holdings, trades: [executed, ...state.trades] }, assets),
    trade: executed,
  }
}

/** Refreshes each holding's current price from `assets` and its allocation from the new total. */
export function withCurrentPrices(
  state: PortfolioState,
  assets: readonly SimulatorAsset[] = SIMULATOR_ASSETS,
): PortfolioState {
  const priced = state.holdings.map((holding) => ({
    ...holding,
    currentPrice: findAsset(holding.symbol, assets)?.price ?? holding.currentPrice,
  }))
  const totalValue =
    state.cash + priced.reduce((sum, holding) => sum + holding.amount * holding.currentPrice, 0)
  return {
    ...state,
    holdings: priced.map((holding) => ({
      ...holding,
      allocation: percentOf(holding.amount * holding.currentPrice, totalValue),
    })),
  }
}

export interface Position {
  holding: Holding
  /** amount × current price */
  value: number
  /** amount × average buy price */
  costBasis: number
  profitLoss: number
  /** profitLoss against the cost basis, in percent. */
  profitLossPercent: number
}

export interface AllocationSlice {
  /** 'cash' or the asset's symbol. */
  key: string
  label: string
  value: number
  /** Share of the total value, in percent (0–100). */
  percent: number
}

export interface Valuation {
  cash: number
  holdingsValue: number
  totalValue: number
  /** Total value minus the 10,000 starting cash. */
  totalReturn: number
  totalReturnPercent: number
  positions: Position[]
  /** Cash first, then each holding in the order held. */
  allocation: AllocationSlice[]
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0
}

/** What the portfolio is worth at its holdings' current prices, measured against its start (10,000). */
export function valuation(state: PortfolioState, startingCash = STARTING_CASH): Valuation {
  const positions = state.holdings.map((holding): Position => {
    const value = holding.amount * holding.currentPrice
    const costBasis = holding.amount * holding.avgBuyPrice
    const profitLoss = value - costBasis
    return {
      holding,
      value,
      costBasis,
      profitLoss,
      profitLossPercent: percentOf(profitLoss, costBasis),
    }
  })
  const holdingsValue = positions.reduce((sum, position) => sum + position.value, 0)
  const totalValue = state.cash + holdingsValue
  const totalReturn = totalValue - startingCash
  return {
    cash: state.cash,
    holdingsValue,
    totalValue,
    totalReturn,
    totalReturnPercent: percentOf(totalReturn, startingCash),
    positions,
    allocation: [
      { key: 'cash', label: 'Cash', value: state.cash, percent: percentOf(state.cash, totalValue) },
      ...positions.map((position) => ({
        key: position.holding.symbol,
        label: position.holding.symbol,
        value: position.value,
        percent: percentOf(position.value, totalValue),
      })),
    ],
  }
}
