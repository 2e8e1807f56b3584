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
