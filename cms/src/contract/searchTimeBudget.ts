import type { Queryable } from './searchHits'

/**
 * How long one statement of a search may run. At 100,000 articles a reader's searches take
 * 10–40 ms and a phrase of common words 150–300 ms (each article holding the words is read for
 * their order: docs/performance.md); past this, the statement is cancelled in PostgreSQL, not
 * merely abandoned here, so the bound holds whatever the archive grows to.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 500

export const SEARCH_TOO_COSTLY =
  'This search would take too long to answer. Search for fewer or more specific words.'

/** A search cancelled at SEARCH_STATEMENT_TIMEOUT_MS. */
export class SearchTooCostly extends Error {
  constructor() {
    super(SEARCH_TOO_COSTLY)
    this.name = 'SearchTooCostly'
  }
}

/** A pooled connection: what `pg.Pool#connect` lends. */
interface PooledConnection extends Queryable {
  release(error?: Error): void
}

/** Where a search borrows its connection: a pg pool. */
export interface SearchDatabase {
  connect(): Promise<PooledConnection>
}

/** PostgreSQL's `query_canceled`: what statement_timeout raises. */
const QUERY_CANCELED = '57014'

const isCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === QUERY_CANCELED

/**
 * Runs a search's statements in one read-only transaction whose statements PostgreSQL cancels
 * past SEARCH_STATEMENT_TIMEOUT_MS (SET LOCAL: the setting ends with the transaction, so the
 * pooled connection goes back as it came, and it works through PgBouncer's transaction mode).
 */
export async function withinSearchTime<T>(
  database: SearchDatabase,
  search: (connection: Queryable) => Promise<T>,
): Promise<T> {
  const connection = await database.connect()
  let broken: Error | undefined
  try {
    await connection.query(
      `BEGIN READ ONLY; SET LOCAL statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`,
    )
    const result = await search(connection)
    await connection.query('COMMIT')
    return result
  } catch (error) {
    await connection.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
    })
    throw isCancelled(error) ? new SearchTooCostly() : error
  } finally {
    connection.release(broken)
  }
}
