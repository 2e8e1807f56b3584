import type { PayloadRequest } from 'payload'

/** The drizzle handle of the request's transaction (Payload keeps one per transactionID). */
export async function transactionDb(req: PayloadRequest) {
  const { db } = req.payload
  const session = req.transactionID ? db.sessions?.[await req.transactionID] : undefined
  return (session?.db as typeof db.drizzle | undefined) ?? db.drizzle
}
