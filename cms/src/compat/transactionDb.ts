/**
 * Compat: the open transactions of Payload's database adapter, `payload.db.sessions[id].db`
 * (@payloadcms/drizzle's beginTransaction keeps each one's drizzle handle there).
 *
 * Why: the CMS's own SQL in hooks (tag counts, usage counts, referencing articles, scheduled
 * publishes, job claims) must run in the request's transaction: outside it, it waits on the rows
 * the write holds (a deadlock) or survives the write's rollback.
 *
 * Supported API looked for: `payload.db.drizzle` (documented) is the pool, outside any
 * transaction; Payload offers no accessor for a transaction's handle.
 *
 * If it moves: `sessionDb` falls back to the pool without a word, and those statements run
 * outside the transaction. databaseAdapter.canary.test.ts opens a transaction on a real adapter
 * and fails first.
 */
import type { Payload, PayloadRequest } from 'payload'

/** The drizzle handle of a transaction (Payload keeps one per transactionID), else the pool's. */
export async function sessionDb(db: Payload['db'], transactionID: PayloadRequest['transactionID']) {
  const session = transactionID ? db.sessions?.[await transactionID] : undefined
  return (session?.db as typeof db.drizzle | undefined) ?? db.drizzle
}

/** The drizzle handle of the request's transaction. */
export function transactionDb(req: PayloadRequest) {
  return sessionDb(req.payload.db, req.transactionID)
}
