import type { Queryable } from '@/contract/counters'

import { DAILY_ROLLUP_STATEMENTS } from './dailyRollup'
import { HOURLY_ROLLUP_STATEMENTS } from './hourlyRollup'
import { rollupWindow, type RollupWindow } from './rollupWindow'

/** A connection lent by a pool: one transaction runs on it. */
interface PooledConnection extends Queryable {
  release(error?: Error): void
}

/** Where the rollup runs: a node-postgres pool (Payload's). */
export interface RollupDatabase {
  connect(): Promise<PooledConnection>
}

/**
 * Rebuilds analytics_daily and analytics_hourly for every UTC day and hour touched since the
 * previous rollup (less a grace: rollupWindow.ts) up to `now`, in one transaction: readers see
 * the old rows or the new, never a day half rebuilt. The state row is locked first, so two runners
 * at once take turns. What it rebuilt.
 */
export async function rollUpAnalytics(database: RollupDatabase, now: Date): Promise<RollupWindow> {
  const connection = await database.connect()
  let broken: Error | undefined
  try {
    await connection.query('BEGIN', [])
    const { rows } = await connection.query(
      'SELECT rolled_until FROM analytics_rollup_state WHERE id = 1 FOR UPDATE',
      [],
    )
    const [state] = rows as Array<{ rolled_until: Date }>
    if (!state) throw new Error('analytics_rollup_state has no row: is its migration applied?')
    const window = rollupWindow(state.rolled_until, now)
    for (const statement of DAILY_ROLLUP_STATEMENTS)
      await connection.query(statement, [window.firstDay, window.lastDay])
    for (const statement of HOURLY_ROLLUP_STATEMENTS)
      await connection.query(statement, [window.firstHour, window.endHour])
    await connection.query(
      'UPDATE analytics_rollup_state SET rolled_until = greatest(rolled_until, $1) WHERE id = 1',
      [now],
    )
    await connection.query('COMMIT', [])
    return window
  } catch (error) {
    await connection.query('ROLLBACK', []).catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
    })
    throw error
  } finally {
    connection.release(broken)
  }
}
