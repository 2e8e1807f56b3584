import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import {
  SEARCH_STATEMENT_TIMEOUT_MS,
  SEARCH_TOO_COSTLY,
  SearchTooCostly,
  withinSearchTime,
} from '../../cms/src/contract/searchTimeBudget'

/**
 * Every search runs within its time: PostgreSQL cancels a statement past it, whatever the archive
 * has grown to, and the reader is told to ask for less.
 */
const cmsUrl = inject('cmsUrl')
const databaseUrl = inject('databaseUrl')
// One connection: what the search borrowed is what the checks after it read.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
afterAll(() => pool.end())

const search = (text: string) =>
  fetch(`${cmsUrl}/api/search?q=${encodeURIComponent(text)}`, {
    headers: { 'x-forwarded-for': '198.51.100.71' },
  })

describe('a search’s time', () => {
  it('is cancelled in PostgreSQL past its bound, and the connection goes back as it came', async () => {
    const started = performance.now()
    await expect(
      withinSearchTime(pool, (connection) => connection.query('SELECT pg_sleep(5)')),
    ).rejects.toBeInstanceOf(SearchTooCostly)
    expect(performance.now() - started).toBeLessThan(SEARCH_STATEMENT_TIMEOUT_MS + 1000)
    const { rows } = await pool.query<{ timeout: string; inTransaction: boolean }>(
      `SELECT current_setting('statement_timeout') AS timeout,
         now() <> statement_timestamp() AS "inTransaction"`,
    )
    expect(rows[0]).toEqual({ timeout: '0', inTransaction: false })
  })

  it('answers 400 saying what to do when a search runs past it, and the next one is answered', async () => {
    // A search held up for longer than its time: behind a lock on the articles it reads.
    const holder = new pg.Client({ connectionString: databaseUrl })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE articles IN ACCESS EXCLUSIVE MODE')
      const started = performance.now()
      const refused = await search('held up')
      expect(performance.now() - started).toBeLessThan(SEARCH_STATEMENT_TIMEOUT_MS + 1000)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: SEARCH_TOO_COSTLY })
      await holder.query('ROLLBACK')
      expect((await search('held up')).status).toBe(200)
    } finally {
      await holder.end()
    }
  })
})
