import { describe, expect, it } from 'vitest'

import { rollUpAnalytics, type RollupDatabase } from './rollUpAnalytics'

interface Recorded {
  statements: Array<{ text: string; values: unknown[] }>
  released: Array<Error | undefined>
}

/** A pool of one connection that records what it is sent; `failOn` throws for a statement. */
function fakePool(rolledUntil: Date, failOn?: RegExp): RollupDatabase & Recorded {
  const recorded: Recorded = { statements: [], released: [] }
  return {
    ...recorded,
    connect: () =>
      Promise.resolve({
        query: (text: string, values: unknown[]) => {
          recorded.statements.push({ text, values })
          if (failOn?.test(text)) return Promise.reject(new Error('statement failed'))
          const rows = /FROM analytics_rollup_state/.test(text)
            ? [{ rolled_until: rolledUntil }]
            : []
          return Promise.resolve({ rows })
        },
        release: (error?: Error) => {
          recorded.released.push(error)
        },
      }),
  }
}

const texts = (pool: Recorded) => pool.statements.map(({ text }) => text.trim().split(/\s+/)[0])

describe('one rollup', () => {
  const now = new Date('2026-12-05T15:15:00Z')

  it('runs in one transaction, from the locked state to the new rolled_until', async () => {
    const pool = fakePool(new Date('2026-12-05T15:10:00Z'))
    await rollUpAnalytics(pool, now)
    const sent = texts(pool)
    expect(sent[0]).toBe('BEGIN')
    expect(pool.statements[1]?.text).toMatch(/FOR UPDATE$/)
    expect(sent.at(-2)).toBe('UPDATE')
    expect(pool.statements.at(-2)?.values).toEqual([now])
    expect(sent.at(-1)).toBe('COMMIT')
    expect(sent.filter((name) => name === 'BEGIN' || name === 'COMMIT')).toHaveLength(2)
    expect(pool.released).toEqual([undefined])
  })

  it('rebuilds the days and hours the window names', async () => {
    const pool = fakePool(new Date('2026-12-04T23:59:00Z'))
    await rollUpAnalytics(pool, now)
    const daily = pool.statements.filter(({ text }) => /analytics_daily/.test(text))
    const hourly = pool.statements.filter(({ text }) => /analytics_hourly/.test(text))
    expect(daily.length).toBeGreaterThan(1)
    for (const { values } of daily) expect(values).toEqual(['2026-12-04', '2026-12-05'])
    expect(hourly).toHaveLength(2)
    for (const { values } of hourly)
      expect(values).toEqual([new Date('2026-12-04T23:00:00Z'), new Date('2026-12-05T16:00:00Z')])
  })

  it('rolls back and moves nothing when a statement fails', async () => {
    const pool = fakePool(new Date('2026-12-05T15:10:00Z'), /INSERT INTO analytics_hourly/)
    await expect(rollUpAnalytics(pool, now)).rejects.toThrow('statement failed')
    const sent = texts(pool)
    expect(sent.at(-1)).toBe('ROLLBACK')
    expect(sent).not.toContain('COMMIT')
    expect(pool.statements.some(({ text }) => text.startsWith('UPDATE'))).toBe(false)
    expect(pool.released).toEqual([undefined])
  })
})
