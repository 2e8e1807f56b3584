import type { Queryable } from '@/contract/counters'

import { utcDay } from './utcCalendar'

/** The days ahead that always have their partition, so no event lands in the default one. */
const DAYS_AHEAD = 7

/**
 * Keeps analytics_events' daily partitions from yesterday to a week ahead, and drops the raw
 * events of the days older than `retentionDays` (whole partitions). The rollups, which hold no
 * visitor id, are kept. How many partitions were created and dropped.
 */
export async function maintainPartitions(
  database: Queryable,
  today: Date,
  retentionDays: number,
): Promise<{ created: number; dropped: number }> {
  const day = utcDay(today)
  const ensured = await database.query(
    'SELECT analytics_ensure_partitions($1::date - 1, $1::date + $2::int) AS created',
    [day, DAYS_AHEAD],
  )
  const removed = await database.query(
    'SELECT analytics_drop_partitions_before($1::date - $2::int) AS dropped',
    [day, retentionDays],
  )
  const [{ created }] = ensured.rows as [{ created: number }]
  const [{ dropped }] = removed.rows as [{ dropped: number }]
  return { created, dropped }
}
