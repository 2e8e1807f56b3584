import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { visibleTo } from './articleKeyset'

const NEWEST = sql`a.published_at DESC, a.created_at DESC, a.id DESC`

/**
 * The ids of up to `limit` published articles to read after the one `slug` names: those sharing a
 * tag with it newest first, then the newest others. Null when the caller may not see `slug`. Two
 * bounded queries in one statement (the newest `2 × limit` others always hold `limit` not already
 * chosen), whatever the archive's size.
 */
export async function relatedArticleIds(
  payload: Payload,
  slug: string,
  limit: number,
  user: PayloadRequest['user'],
): Promise<string[] | null> {
  const result = await payload.db.drizzle.execute(sql`
    WITH target AS (
      SELECT a.id FROM articles a WHERE a.slug = ${slug} AND ${visibleTo(user)} LIMIT 1
    ),
    others AS NOT MATERIALIZED (
      SELECT a.id, a.published_at, a.created_at FROM articles a
      WHERE a.published = true AND a.id <> (SELECT id FROM target)
    ),
    sharing AS (
      SELECT a.id, 1 AS rank, a.published_at, a.created_at FROM others a
      WHERE EXISTS (SELECT 1 FROM articles_rels r WHERE r.parent_id = a.id AND r.path = 'tags'
        AND r.tags_id IN (SELECT r.tags_id FROM articles_rels r
          WHERE r.parent_id = (SELECT id FROM target) AND r.path = 'tags'))
      ORDER BY ${NEWEST} LIMIT ${limit}
    ),
    newest AS (
      SELECT a.id, 2 AS rank, a.published_at, a.created_at FROM others a
      ORDER BY ${NEWEST} LIMIT ${2 * limit}
    )
    SELECT a.id, a.rank FROM (
      (SELECT id, 0 AS rank, NULL::timestamptz AS published_at, NULL::timestamptz AS created_at
        FROM target)
      UNION ALL (SELECT * FROM sharing) UNION ALL (SELECT * FROM newest)
    ) a ORDER BY a.rank, ${NEWEST}`)
  const [target, ...rows] = result.rows as { id: string; rank: number }[]
  if (target?.rank !== 0) return null
  return [...new Set(rows.map((row) => row.id))].slice(0, limit)
}
