import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/compat/transactionDb'

/**
 * Makes claims of one article's lock take turns until the request's transaction ends, so two
 * editors opening it at once cannot both take it. An advisory lock, not the article's row: a save
 * holds that row while Payload deletes the lock's row, and a claim waiting for the article while
 * holding the lock's row would deadlock with it.
 */
export async function takeTurnsClaiming(req: PayloadRequest, articleId: string): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`article-lock:${articleId}`}))`)
}
