import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

import type { Queryable } from './searchHits'

/** Runs a statement and gives its rows. */
export type RunStatement = (statement: SQL) => Promise<unknown[]>

const dialect = new PgDialect()

/**
 * Runs statements built with drizzle's `sql` on a pg pool or client, its values as parameters: a
 * reader's read answered before Next has the pool, not Payload's drizzle instance.
 */
export const statementRunner =
  (database: Queryable): RunStatement =>
  async (statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement)
    return (await database.query(text, params)).rows
  }
