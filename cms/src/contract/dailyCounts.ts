import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { COUNTER_COLUMNS, type Counter } from './counters'

/** How many days of per-article daily counts are kept; older ones are pruned by the housekeeping. */
const DAILY_COUNTS_RETENTION_DAYS = 90

/** Today's date in UTC, the day a count is filed under. */
const TODAY = sql.raw(`(now() AT TIME ZONE 'UTC')::date`)

export interface CountedArticle {
  id: string
  title: string
  total: number
}

/**
 * The articles read (or clapped) most over the last `days` days, today (UTC) included, most first.
 * Only articles counted at least once in that time.
 */
export async function mostCounted(
  payload: Payload,
  counter: Counter,
  { days, limit }: { days: number; limit: number },
): Promise<CountedArticle[]> {
  const column = sql.raw(`d.${COUNTER_COLUMNS[counter]}`)
  const result = await payload.db.drizzle.execute(sql`
    SELECT a.id, a.title, sum(${column})::int AS total
    FROM article_daily_counts d JOIN articles a ON a.id = d.article_id
    WHERE d.day > ${TODAY} - ${days}::int
    GROUP BY a.id, a.title
    HAVING sum(${column}) > 0
    ORDER BY total DESC, a.title
    LIMIT ${limit}`)
  return (result.rows as Array<{ id: string; title: string; total: number }>).map((row) => ({
    id: row.id,
    title: row.title,
    total: Number(row.total),
  }))
}

/** Deletes the daily counts older than the retention; how many rows went. */
export async function pruneDailyCounts(payload: Payload): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    DELETE FROM article_daily_counts WHERE day <= ${TODAY} - ${DAILY_COUNTS_RETENTION_DAYS}::int`)
  return result.rowCount ?? 0
}
