import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { visibleTo } from './articlePageStatements'
import { NEWEST_FIRST, relatedChoice } from './readMoreChoice'

/**
 * The ids of up to `limit` published articles to read after the one `slug` names
 * (relatedChoice), in one statement. Null when the caller may not see `slug`.
 */
export async function relatedArticleIds(
  payload: Payload,
  slug: string,
  limit: number,
  user: PayloadRequest['user'],
): Promise<string[] | null> {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Bad limit ${limit}`)
  const result = await payload.db.drizzle.execute(sql`
    WITH target AS (
      SELECT a.id FROM articles a WHERE a.slug = ${slug} AND ${visibleTo(user)} LIMIT 1
    ),
    ${sql.raw(relatedChoice(String(limit)))}
    SELECT c.id, c.rank FROM chosen c JOIN articles a ON a.id = c.id
    ORDER BY c.rank, ${sql.raw(NEWEST_FIRST)}
    LIMIT ${1 + limit}`)
  const [target, ...rows] = result.rows as { id: string; rank: number }[]
  if (target?.rank !== 0) return null
  return rows.map((row) => row.id)
}
