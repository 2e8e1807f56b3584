/**
 * The time machine's session as kept in the browser, apart from the fixed-price portfolio: its
 * start day, the day it has reached and its trades. The holdings and cash are rebuilt by replaying
 * the trades, so a corrupt or tampered value cannot leave them disagreeing: it starts over.
 */

import '../../../zodInBrowsers'
import { z } from 'zod'

import { tradeSchema } from '../persistence'
import { initialPortfolio, trade, type PortfolioState, type Trade } from '../portfolio'
import { findAsset } from '../assets'
import { isDay, msToDay } from './days'
import { dayTime } from './timeMachine'

export const TIME_MACHINE_STORAGE_KEY = 'blockwise-portfolio-time-machine'

export interface TimeMachineSession {
  /** The day the reader started from (YYYY-MM-DD). */
  start: string
  /** The day the reader has reached. */
  day: string
  portfolio: PortfolioState
}

const day = z.string().refine(isDay)

const sessionSchema = z.object({ start: day, day, trades: z.array(tradeSchema) })

export function serializeSession(session: TimeMachineSession): string {
  return JSON.stringify({
    start: session.start,
    day: session.day,
    trades: session.portfolio.trades,
  })
}

/** The portfolio the trades (newest first) lead to, or null when one of them cannot be made. */
function replay(trades: Trade[], start: string, last: string): PortfolioState | null {
  let state = initialPortfolio()
  let previous = start
  for (const stored of [...trades].reverse()) {
    const tradeDay = msToDay(Date.parse(stored.timestamp))
    const asset = findAsset(stored.symbol)
    if (!asset || tradeDay < previous || tradeDay > last) return null
    const result = trade(state, stored, dayTime(tradeDay), () => stored.id, [
      { ...asset, price: stored.price },
    ])
    if (!result.ok) return null
    state = result.state
    previous = tradeDay
  }
  return state
}

/** The saved session, or null when there is none or it cannot be trusted. */
export function parseSession(raw: string | null): TimeMachineSession | null {
  if (raw === null) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = sessionSchema.safeParse(json)
  if (!parsed.success || parsed.data.day < parsed.data.start) return null
  const { start, day: reached, trades } = parsed.data
  const portfolio = replay(trades, start, reached)
  return portfolio ? { start, day: reached, portfolio } : null
}
