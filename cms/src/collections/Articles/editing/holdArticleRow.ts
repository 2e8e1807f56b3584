import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/compat/transactionDb'

/**
 * Makes the request's transaction the only one checking a save of this article until it ends, so
 * two saves cannot both start from the same latest save. NO KEY UPDATE, not UPDATE: a version kept
 * beside the transaction (keptVersions.ts) references the row.
 */
export async function holdArticleRow(req: PayloadRequest, articleId: string): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(sql`SELECT id FROM articles WHERE id = ${articleId} FOR NO KEY UPDATE`)
}
