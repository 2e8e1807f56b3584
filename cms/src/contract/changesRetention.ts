import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** How long the changes feed keeps a change, tombstones included (the contract promises 30). */
export const CHANGES_RETENTION_DAYS = 35

/**
 * Removes the changes older than the retention and moves the horizon to the newest one removed,
 * so a cursor before it is told it missed changes (410). Everything up to that position goes, so
 * no change is left behind the horizon. How many changes were removed.
 */
export async function pruneContentChanges(payload: Payload): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    WITH cut AS (
      SELECT xid, seq FROM content_changes
      WHERE at < now() - make_interval(days => ${CHANGES_RETENTION_DAYS}::int)
      ORDER BY xid DESC, seq DESC LIMIT 1
    ), gone AS (
      DELETE FROM content_changes c USING cut WHERE (c.xid, c.seq) <= (cut.xid, cut.seq)
      RETURNING 1
    ), moved AS (
      UPDATE content_changes_horizon h SET xid = cut.xid, seq = cut.seq FROM cut
      WHERE (cut.xid, cut.seq) > (h.xid, h.seq)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS removed`)
  const [row] = result.rows as Array<{ removed: number }>
  return row?.removed ?? 0
}
