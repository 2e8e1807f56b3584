/**
 * The time machine: the simulator's portfolio traded at historical daily closes. Each day's
 * closes become that day's asset list, so buying, selling and valuing reuse the portfolio maths.
 */

import { SIMULATOR_ASSETS, type SimulatorAsset } from '../assets'
import {
  STARTING_CASH,
  trade,
  withCurrentPrices,
  type Trade,
  type PortfolioState,
  type TradeOrder,
  type TradeResult,
} from '../portfolio'
import { addDays, dayToMs, msToDay } from './days'
import type { DailyClose } from './marketHistory'

/** Each asset's daily closes (by symbol), oldest first. */
export type PriceHistories = Readonly<Record<string, readonly DailyClose[]>>

/** The close of `day`, if the history has one. */
export function closeOn(
  history: readonly DailyClose[] | undefined,
  day: string,
): DailyClose | undefined {
  return history?.find((close) => close.date === day)
}

/**
 * The assets that have a close on `day`, priced at it; the 24 h change is against the close
 * before it (0 on the first day known).
 */
export function assetsOn(histories: PriceHistories, day: string): SimulatorAsset[] {
  return SIMULATOR_ASSETS.flatMap((asset) => {
    const history = histories[asset.symbol] ?? []
    const index = history.findIndex((close) => close.date === day)
    const today = history[index]
    if (!today) return []
    const before = history[index - 1]
    const change24h = before ? ((today.close - before.close) / before.close) * 100 : 0
    return [{ symbol: asset.symbol, name: asset.name, price: today.close, change24h, marketCap: 0 }]
  })
}

/** When a trade of `day` happened: midnight UTC, so that it sorts and reads as that day. */
export function dayTime(day: string): Date {
  return new Date(dayToMs(day))
}

/** A buy or a sell at `day`'s close, by the simulator's own rules and error messages. */
export function tradeOn(
  state: PortfolioState,
  order: TradeOrder,
  day: string,
  histories: PriceHistories,
  makeId: () => string,
): TradeResult {
  return trade(state, order, dayTime(day), makeId, assetsOn(histories, day))
}

/** The portfolio priced at `day`'s closes (a holding without a close that day keeps its last price). */
export function revalueOn(
  state: PortfolioState,
  day: string,
  histories: PriceHistories,
): PortfolioState {
  return withCurrentPrices(state, assetsOn(histories, day))
}

/** The last day every loaded history reaches: the time machine cannot step past it. */
export function lastCommonDay(histories: PriceHistories): string | undefined {
  const lasts = Object.values(histories).flatMap((history) => history.at(-1)?.date ?? [])
  return lasts.length ? lasts.reduce((a, b) => (a < b ? a : b)) : undefined
}

export interface ValuePoint {
  date: string
  value: number
}

/**
 * The portfolio's value at each day's closes from `start` to `day`, with the trades (newest first)
 * applied on the days they were made; a holding without a close that day counts at its last one.
 */
export function valueSeries(
  trades: readonly Trade[],
  histories: PriceHistories,
  start: string,
  day: string,
): ValuePoint[] {
  const closes = new Map(
    Object.entries(histories).map(([symbol, history]) => [
      symbol,
      new Map(history.map((close) => [close.date, close.close])),
    ]),
  )
  const ordered = [...trades].reverse()
  const held = new Map<string, number>()
  const lastClose = new Map<string, number>()
  let cash = STARTING_CASH
  let next = 0
  const series: ValuePoint[] = []
  for (let date = start; date <= day; date = addDays(date, 1)) {
    for (
      let made = ordered[next];
      made && msToDay(Date.parse(made.timestamp)) <= date;
      made = ordered[++next]
    ) {
      const sign = made.type === 'buy' ? 1 : -1
      cash -= sign * made.total
      held.set(made.symbol, (held.get(made.symbol) ?? 0) + sign * made.amount)
    }
    let value = cash
    for (const [symbol, amount] of held) {
      const close = closes.get(symbol)?.get(date) ?? lastClose.get(symbol) ?? 0
      lastClose.set(symbol, close)
      value += amount * close
    }
    series.push({ date, value })
  }
  return series
}
