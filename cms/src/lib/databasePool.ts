import type { Payload } from 'payload'

/**
 * node-postgres reports a connection that dies while idle (PostgreSQL restarting, a failover, a
 * network cut) as an 'error' event on the pool, and one that dies between the statements of a
 * transaction as an 'error' event on its client. Without a listener either is an uncaught
 * exception, which ends a plain Node process such as `npm run worker`. They are logged instead:
 * the pool drops the broken connection and opens a new one for the next query, and the request
 * that was using it fails with the error (answered 503 by the contract).
 */
const lostConnection = (error: Error) =>
  console.warn(`[postgres] connection lost: ${error.message}`)

/** Pool options: every client gets its listener as it connects, before anyone uses it. */
export const poolErrorHandling = {
  onConnect: (client: { on: (event: 'error', listener: (error: Error) => void) => unknown }) => {
    client.on('error', lostConnection)
  },
}

/** The pool's own listener: Payload's pool once Payload has created it, or any other. */
export function watchPool(pool: {
  on: (event: 'error', listener: (error: Error) => void) => unknown
}): void {
  pool.on('error', lostConnection)
}

export function watchDatabasePool(payload: Payload): void {
  watchPool(payload.db.pool)
}
