/**
 * Compat: the commitTransaction and rollbackTransaction methods of Payload's database adapter
 * (@payloadcms/drizzle), replaced on the instance, `payload.db`, which Payload commits through.
 *
 * Why: the site's revalidation, the edge purges and the shared list caches must hear of a change
 * only once its transaction has committed, or a reader fills them with the old rows.
 *
 * Supported API looked for: collection hooks (afterChange, afterOperation) run inside the write's
 * transaction; Payload documents no event after a commit, and `req.transactionID` only names the
 * transaction.
 *
 * If it moves: should Payload commit other than through `payload.db.commitTransaction`, callbacks
 * never run: the site keeps serving the old page and the edge keeps its copy until they expire.
 * databaseAdapter.canary.test.ts commits through a real adapter and fails first.
 */
import type { DatabaseAdapter, PayloadRequest } from 'payload'

type TransactionID = number | string
/** Work after a commit; the commit (and so the write's answer) waits for what it returns. */
type Callback = () => unknown
type Callbacks = Map<TransactionID, Callback[]>

/** The databases whose commit and rollback already run their transaction's callbacks. */
const watched = new WeakMap<DatabaseAdapter, Callbacks>()

/**
 * Payload has no hook after a commit: collection hooks (afterChange, afterOperation) run inside
 * the write's transaction, and anything they show another reader — the site re-rendering, another
 * request filling a shared cache — would still see the old rows. This wraps the adapter's commit
 * and rollback once, so callbacks queued for a transaction run after it commits, or are dropped.
 */
function callbacksOf(db: DatabaseAdapter): Callbacks {
  const known = watched.get(db)
  if (known) return known
  const callbacks: Callbacks = new Map()
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    const transactionID = await id
    try {
      await commit(transactionID)
    } finally {
      const queued = callbacks.get(transactionID) ?? []
      callbacks.delete(transactionID)
      await Promise.allSettled(queued.map((callback) => Promise.resolve().then(callback)))
    }
  }
  db.rollbackTransaction = async (id) => {
    const transactionID = await id
    callbacks.delete(transactionID)
    await rollback(transactionID)
  }
  watched.set(db, callbacks)
  return callbacks
}

/**
 * Runs `callback` once the request's write is visible to everyone: after its transaction commits
 * (never, if it rolls back), or at once when the write ran outside a transaction. Either way the
 * write answers only once what the callback returns has settled.
 */
export async function afterCommit(req: PayloadRequest, callback: Callback): Promise<void> {
  const transactionID = await req.transactionID
  if (transactionID === undefined || transactionID === null) {
    await callback()
    return
  }
  const callbacks = callbacksOf(req.payload.db)
  callbacks.set(transactionID, [...(callbacks.get(transactionID) ?? []), callback])
}
