import pg from 'pg'

import { writeArchive } from './archive'
import type { MediaStore } from './mediaStore'

const BATCH = 500

/**
 * Columns a backup leaves empty: a live password reset link would still work for whoever holds the
 * file. Sessions are not kept either; editors log in again after a restore.
 */
const LEFT_OUT: Record<string, string[]> = {
  users: ['reset_password_token', 'reset_password_expiration'],
}
/**
 * Sessions; and the changes feed's history, which is this database's transaction ids: a restore
 * starts a new history (restoreDatabase.ts), in which every mirror lists the archive again.
 */
const TABLES_LEFT_OUT = new Set(['users_sessions', 'content_changes', 'content_changes_horizon'])

/** A table's rows as JSON, with the columns LEFT_OUT set to null. */
function rowsQuery(db: pg.Client, table: string): string {
  const name = db.escapeIdentifier(table)
  const cleared = (LEFT_OUT[table] ?? []).map((column) => `'${column}', null`)
  const row = cleared.length
    ? `to_jsonb(t) || jsonb_build_object(${cleared.join(', ')})`
    : 'to_jsonb(t)'
  return `SELECT ${row} AS row FROM ${name} t ORDER BY ctid LIMIT ${BATCH} OFFSET $1`
}

/** The application's tables, in the public schema. */
export async function publicTables(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  return rows.map((row) => row.name)
}

/**
 * A consistent logical backup (one REPEATABLE READ snapshot) of every table, plus the uploaded
 * media files (from the disk or the bucket). Works against the embedded PostgreSQL and any external one, without pg_dump.
 */
export async function backupDatabase(
  file: string,
  options: { databaseUrl: string; media: MediaStore },
): Promise<{ tables: number; rows: number; media: number }> {
  const db = new pg.Client({ connectionString: options.databaseUrl })
  await db.connect()
  let rows = 0
  const archive = await writeArchive(file).catch(async (error: unknown) => {
    await db.end()
    throw error
  })
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const tables = (await publicTables(db)).filter((table) => !TABLES_LEFT_OUT.has(table))
    const { rows: migrations } = await db.query<{ name: string }>(
      'SELECT name FROM payload_migrations ORDER BY name',
    )
    await archive.write({
      format: 'blockwise-backup/1',
      createdAt: new Date().toISOString(),
      migrations: migrations.map((migration) => migration.name),
      tables,
    })
    for (const table of tables) {
      const query = rowsQuery(db, table)
      for (let offset = 0; ; offset += BATCH) {
        const batch = await db.query<{ row: unknown }>(query, [offset])
        if (!batch.rows.length) break
        rows += batch.rows.length
        await archive.write({ table, rows: batch.rows.map((entry) => entry.row) })
      }
    }
    await db.query('COMMIT')
    const media = await options.media.names()
    for (const name of media)
      await archive.write({
        media: name,
        base64: (await options.media.read(name)).toString('base64'),
      })
    return { tables: tables.length, rows, media: media.length }
  } finally {
    await archive.close()
    await db.end()
  }
}
