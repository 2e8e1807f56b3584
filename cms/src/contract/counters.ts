export type Counter = 'claps' | 'views'

/**
 * What the counters need of PostgreSQL: a node-postgres pool. Payload's in Next's routes; the CMS
 * server's own on its fast path (src/server), which must not load Payload a second time.
 */
export interface Queryable {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * The counter's column, the same in `articles` and `article_daily_counts`; a fixed name per
 * counter, never input, so it is safe in a statement.
 */
export const COUNTER_COLUMNS: Record<Counter, string> = { claps: '"claps"', views: '"views"' }

/**
 * Adds `amount` to a published article's counter and to its count for today (UTC) in one statement
 * (an UPDATE … RETURNING feeding an upsert), so concurrent readers never lose an increment, the two
 * never disagree and the day costs no round trip. Null when no published article has that slug.
 */
export async function incrementCounter(
  database: Queryable,
  slug: string,
  counter: Counter,
  amount: number,
): Promise<{ id: number; value: number } | null> {
  const column = COUNTER_COLUMNS[counter]
  const result = await database.query(
    `WITH counted AS (
       UPDATE articles SET ${column} = COALESCE(${column}, 0) + $1::int
       WHERE slug = $2 AND published = true
       RETURNING id, ${column} AS value
     ), today AS (
       INSERT INTO article_daily_counts (article_id, day, ${column})
       SELECT id, (now() AT TIME ZONE 'UTC')::date, $1::int FROM counted
       ON CONFLICT (article_id, day)
       DO UPDATE SET ${column} = article_daily_counts.${column} + EXCLUDED.${column}
     )
     SELECT id, value FROM counted`,
    [amount, slug],
  )
  const row = result.rows[0] as { id: number; value: string | number } | undefined
  // Payload number fields are numeric columns: raw SQL returns them as strings.
  return row ? { id: row.id, value: Number(row.value) } : null
}
