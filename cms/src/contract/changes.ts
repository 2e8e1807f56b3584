import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { CHANGES_SINCE_NOW, type ChangesPage, type ChangesQuery } from '@blockwise/shared'

import {
  FEED_START,
  comparePositions,
  decodeChangeCursor,
  encodeChangeCursor,
  laterOf,
  type FeedPosition,
} from './changeCursor'
import { CHANGES_RETENTION_DAYS } from './changesRetention'

type ChangesRead = { ok: true; page: ChangesPage } | { ok: false; status: 400 | 410; error: string }

const INVALID_CURSOR = 'Invalid cursor'
const RELIST =
  'list the archive again, then follow the feed from the cursor since=now gave before listing'
const CURSOR_EXPIRED = `This cursor is older than the changes kept (${CHANGES_RETENTION_DAYS} days): ${RELIST}`
const CURSOR_FOREIGN = `This cursor is not from this feed’s history (the database was restored or replaced): ${RELIST}`

interface FeedRow {
  head_xid: string
  horizon_xid: string
  horizon_seq: string
  xid: string | null
  seq: string | null
  resource: ChangesPage['changes'][number]['resource']
  action: ChangesPage['changes'][number]['action']
  resource_id: string
  slug: string
  at: Date | string
}

/*
 * One statement, so one snapshot: its xmin (every transaction still running, or not yet begun, has
 * an id at or above it), the retention horizon and the changes of the transactions below that xmin
 * after `after`. A change committed later always lands after the cursor this answer hands out.
 */
const feedStatement = (after: FeedPosition, rows: number) => sql`
  WITH head AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
  SELECT head.xmin::text AS head_xid, z.xid::text AS horizon_xid, z.seq::text AS horizon_seq,
    c.xid::text AS xid, c.seq::text AS seq, c.resource, c.action, c.resource_id::text AS resource_id,
    c.slug, c.at
  FROM head CROSS JOIN content_changes_horizon z
  LEFT JOIN LATERAL (
    SELECT * FROM content_changes
    WHERE (xid, seq) > (${after.xid.toString()}::xid8, ${after.seq.toString()}::bigint)
      AND (xid, seq) > (z.xid, z.seq) AND xid < head.xmin
    ORDER BY xid, seq LIMIT ${rows}
  ) c ON true
  ORDER BY c.xid, c.seq`

/**
 * A page of the changes feed (docs/api.md#sync), oldest first: after the cursor `since`, from the
 * oldest change kept without one, or none but the head's cursor for `since=now`.
 */
export async function readChanges(payload: Payload, query: ChangesQuery): Promise<ChangesRead> {
  const now = query.since === CHANGES_SINCE_NOW
  const since = query.since === undefined || now ? null : decodeChangeCursor(query.since)
  if (query.since !== undefined && !now && !since)
    return { ok: false, status: 400, error: INVALID_CURSOR }
  const result = await payload.db.drizzle.execute(
    feedStatement(since ?? FEED_START, now ? 0 : query.limit + 1),
  )
  const rows = result.rows as unknown as FeedRow[]
  const first = rows[0]
  if (!first) throw new Error('The changes feed has no horizon row')
  const head = { xid: BigInt(first.head_xid), seq: 0n }
  const horizon = { xid: BigInt(first.horizon_xid), seq: BigInt(first.horizon_seq) }
  if (since && comparePositions(since, horizon) < 0)
    return { ok: false, status: 410, error: CURSOR_EXPIRED }
  if (since && since.xid > head.xid) return { ok: false, status: 410, error: CURSOR_FOREIGN }

  const found = rows.flatMap((row) =>
    row.xid === null || row.seq === null ? [] : [{ ...row, xid: row.xid, seq: row.seq }],
  )
  const hasMore = !now && found.length > query.limit
  const changes = found.slice(0, query.limit).map((row) => ({
    id: encodeChangeCursor({ xid: BigInt(row.xid), seq: BigInt(row.seq) }),
    resource: row.resource,
    action: row.action,
    resourceId: row.resource_id,
    slug: row.slug,
    at: new Date(row.at).toISOString(),
  }))
  const last = changes.at(-1)
  // Past the last change shown while more are ready; else the head: nothing below it is unread.
  const next = hasMore && last ? last.id : encodeChangeCursor(laterOf(since ?? horizon, head))
  return { ok: true, page: { changes, nextCursor: next, hasMore } }
}
