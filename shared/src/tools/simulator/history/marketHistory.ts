import '../../../zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from '../../../schemas/dateTime'
import { COIN_ID } from '../../watchlist/coinIds'
import { addDays, daysBetween, isDay, todayUtc } from './days'

/** GET /api/market/history: one coin's daily closes in USD, for the simulator's time machine. */

/** The longest range one call answers: a year and a day (inclusive of both ends). */
export const MAX_HISTORY_SPAN_DAYS = 365
/** CoinGecko's price history starts here (bitcoin, 28 April 2013). */
export const EARLIEST_HISTORY_DAY = '2013-04-28'

export const HISTORY_SOURCES = ['CoinGecko', 'bundled'] as const
export type HistorySource = (typeof HISTORY_SOURCES)[number]

const day = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .refine(isDay, `${name} must be a calendar day written YYYY-MM-DD`)
    .meta({ format: 'date', example: '2024-01-31' })

export const marketHistoryQuerySchema = z
  .strictObject({
    id: z
      .string({ error: 'id is required' })
      .regex(COIN_ID, 'id must be a CoinGecko coin id such as bitcoin'),
    from: day('from'),
    to: day('to'),
  })
  .check((context) => {
    const { from, to } = context.value
    if (!isDay(from) || !isDay(to)) return
    const issue = (message: string) =>
      context.issues.push({ code: 'custom', message, input: context.value })
    if (from < EARLIEST_HISTORY_DAY) issue(`from must be ${EARLIEST_HISTORY_DAY} or later`)
    else if (to < from) issue('to must not be before from')
    else if (to >= todayUtc())
      issue(`to must be a finished day: ${addDays(todayUtc(), -1)} or earlier`)
    else if (daysBetween(from, to) > MAX_HISTORY_SPAN_DAYS)
      issue(`At most ${MAX_HISTORY_SPAN_DAYS + 1} days per call`)
  })
export type MarketHistoryQuery = z.infer<typeof marketHistoryQuerySchema>

export const dailyCloseSchema = z
  .object({
    date: z.string().meta({ format: 'date' }),
    /** The price in USD at the end of the day (UTC). */
    close: z.number().positive(),
    /** True for a bundled day between two month-end closes: an estimate, not a recorded price. */
    interpolated: z.boolean(),
  })
  .meta({ id: 'DailyClose' })
export type DailyClose = z.infer<typeof dailyCloseSchema>

export const marketHistoryResponseSchema = z
  .object({
    /** Oldest first; days without a price (before the coin existed) are left out. */
    closes: z.array(dailyCloseSchema),
    fetchedAt: dateTimeString(),
    /** 'bundled': the market service could not answer, so approximate bundled closes stand in. */
    source: z.enum(HISTORY_SOURCES),
    stale: z.boolean(),
  })
  .meta({ id: 'MarketHistory' })
export type MarketHistoryResponse = z.infer<typeof marketHistoryResponseSchema>
