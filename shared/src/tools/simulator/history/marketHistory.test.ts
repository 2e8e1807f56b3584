import { describe, expect, it } from 'vitest'

import { addDays, todayUtc } from './days'
import { marketHistoryQuerySchema } from './marketHistory'

const parse = (query: Record<string, string>) => marketHistoryQuerySchema.safeParse(query)
const message = (query: Record<string, string>) => parse(query).error?.issues[0]?.message

describe('the history query', () => {
  it('accepts a coin and up to 366 finished days', () => {
    expect(parse({ id: 'avalanche-2', from: '2024-01-01', to: '2024-12-31' }).success).toBe(true)
    const yesterday = addDays(todayUtc(), -1)
    expect(parse({ id: 'bitcoin', from: yesterday, to: yesterday }).success).toBe(true)
  })

  it.each([
    [{ from: '2024-01-01', to: '2024-01-02' }, 'id is required'],
    [
      { id: 'bitcoin', from: '2024-02-30', to: '2024-03-01' },
      'from must be a calendar day written YYYY-MM-DD',
    ],
    [
      { id: 'bitcoin', from: '2024-01-01', to: '2024-1-2' },
      'to must be a calendar day written YYYY-MM-DD',
    ],
    [{ id: 'bitcoin', from: '2024-02-01', to: '2024-01-31' }, 'to must not be before from'],
    [{ id: 'bitcoin', from: '2023-01-01', to: '2024-01-02' }, 'At most 366 days per call'],
    [{ id: 'bitcoin', from: '2013-04-27', to: '2013-05-01' }, 'from must be 2013-04-28 or later'],
    [
      { id: 'bitcoin', from: todayUtc(), to: todayUtc() },
      `to must be a finished day: ${addDays(todayUtc(), -1)} or earlier`,
    ],
  ])('refuses %o: %s', (query, expected) => {
    expect(message(query)).toBe(expected)
  })

  it('refuses a parameter it does not read', () => {
    expect(parse({ id: 'bitcoin', from: '2024-01-01', to: '2024-01-02', days: '3' }).success).toBe(
      false,
    )
  })
})
