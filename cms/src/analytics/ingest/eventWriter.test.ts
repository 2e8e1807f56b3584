import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Queryable } from '@/contract/counters'

import type { StoredEvent } from '../storedEvent'
import { BUFFERED_EVENTS_MAX, flushEvents, recordEvent } from './eventWriter'

/** A database that records each statement's parameters, or fails every statement. */
function fakeDatabase(fails = false) {
  const statements: { text: string; values: unknown[] }[] = []
  const database: Queryable = {
    query(text, values) {
      statements.push({ text, values })
      return fails ? Promise.reject(new Error('connection refused')) : Promise.resolve({ rows: [] })
    },
  }
  return { database, statements }
}

const pageview = (path: string): StoredEvent => ({ kind: 'pageview', path })

afterEach(async () => {
  await flushEvents()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('recordEvent', () => {
  it('writes the events of a quarter second in one statement, a column array each', async () => {
    vi.useFakeTimers()
    const { database, statements } = fakeDatabase()
    const at = new Date('2026-12-05T10:00:00Z')
    recordEvent(database, {
      ...pageview('/articles/a'),
      occurredAt: at,
      articleSlug: 'a',
      visitor: -5n,
    })
    recordEvent(database, { kind: 'scroll', path: '/articles/a', depth: 2 })
    expect(statements).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(250)
    expect(statements).toHaveLength(1)
    const { text = '', values = [] } = statements[0] ?? {}
    expect(text).toMatch(/INSERT INTO analytics_events/)
    expect(text).toMatch(/FROM unnest\(\$1::timestamptz\[\]/)
    expect(text).toMatch(
      /LEFT JOIN articles article ON article.slug = event.article_slug AND article.published = true/,
    )
    expect(values).toHaveLength(16)
    expect(values[0]).toEqual([at, expect.any(Date)])
    expect(values[1]).toEqual(['pageview', 'scroll'])
    expect(values[3]).toEqual(['a', null])
    expect(values[10]).toEqual(['-5', null])
    expect(values[11]).toEqual([null, 2])
  })

  it('writes at once when 500 events wait, in batches of at most 500', async () => {
    const { database, statements } = fakeDatabase()
    for (let index = 0; index < 1200; index++) recordEvent(database, pageview(`/p${index}`))
    await flushEvents()
    const batchSizes = statements.map(({ values }) => (values[1] as unknown[]).length)
    expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(1200)
    expect(Math.max(...batchSizes)).toBe(500)
  })

  it('logs a batch that cannot be written, drops it and does not try it again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { database, statements } = fakeDatabase(true)
    recordEvent(database, pageview('/'))
    await flushEvents()
    await flushEvents()
    expect(statements).toHaveLength(1)
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/1 events could not be stored/))
  })

  it(`keeps at most ${BUFFERED_EVENTS_MAX} events waiting, and reports the dropped ones once a minute`, async () => {
    vi.useFakeTimers()
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // A database that does not answer until the test ends: nothing leaves the buffer meanwhile.
    const waiting: (() => void)[] = []
    let stalled = true
    const database: Queryable = {
      query: () =>
        stalled
          ? new Promise((resolve) => waiting.push(() => resolve({ rows: [] })))
          : Promise.resolve({ rows: [] }),
    }
    const { database: healthy, statements } = fakeDatabase()
    recordEvent(database, pageview('/first'))
    await vi.advanceTimersByTimeAsync(250)
    for (let index = 0; index < BUFFERED_EVENTS_MAX + 10; index++)
      recordEvent(database, pageview('/'))
    recordEvent(healthy, pageview('/dropped-too'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(warned).toHaveBeenCalledTimes(1)
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^\[analytics\] 11 events dropped/))
    expect(statements).toHaveLength(0)
    stalled = false
    for (const answer of waiting) answer()
  })
})
