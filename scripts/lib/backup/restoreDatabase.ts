import pg from 'pg'

import { readArchive, type Manifest } from './archive'
import { publicTables } from './backupDatabase'
import type { MediaStore } from './mediaStore'

/**
 * Replaces every table's rows with the backup's, in one transaction, into a database migrated to
 * the same schema (the restore script applies the migrations first); then puts the media files
 * back into the store (disk or bucket) and moves the id sequences past the restored rows.
 */
export async function restoreDatabase(
  file: string,
  options: { databaseUrl: string; media: MediaStore },
): Promise<{ rows: number; media: number }> {
  const db = new pg.Client({ connectionString: options.databaseUrl })
  await db.connect()
  let manifest: Manifest | undefined
  let rows = 0
  let media = 0
  try {
    await db.query('BEGIN')
    // Rows arrive table by table: foreign keys are checked by the data's own consistency.
    await db.query("SET LOCAL session_replication_role = 'replica'")
    for await (const entry of readArchive(file)) {
      if ('format' in entry) {
        manifest = entry
        await checkSchema(db, manifest)
        const existing = await publicTables(db)
        await db.query(`TRUNCATE ${existing.map((table) => db.escapeIdentifier(table)).join(', ')}`)
      } else if ('table' in entry) {
        const name = db.escapeIdentifier(entry.table)
        const columns = (await storedColumns(db, entry.table)).join(', ')
        await db.query(
          `INSERT INTO ${name} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`,
          [JSON.stringify(entry.rows)],
        )
        rows += entry.rows.length
      } else {
        await options.media.write(entry.media, Buffer.from(entry.base64, 'base64'))
        media += 1
      }
    }
    if (!manifest) throw new Error(`${file} is not a Blockwise backup`)
    await resetSequences(db)
    await startChangesHistory(db)
    await db.query('COMMIT')
    return { rows, media }
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await db.end()
  }
}

/** A table's columns other than generated ones (the search vector), which PostgreSQL computes. */
async function storedColumns(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  )
  return rows.map((row) => db.escapeIdentifier(row.name))
}

async function checkSchema(db: pg.Client, manifest: Manifest): Promise<void> {
  // The manifest comes from a file: its format is only what the file claims.
  const format: string = manifest.format
  if (format !== 'blockwise-backup/1') throw new Error(`Unknown backup format ${format}`)
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM payload_migrations ORDER BY name',
  )
  const here = rows.map((row) => row.name).join(',')
  if (here !== manifest.migrations.join(','))
    throw new Error(
      `The backup belongs to migrations [${manifest.migrations.join(', ')}], this database has [${here}]`,
    )
}

/**
 * The changes feed starts again after the restore (docs/decisions/0034): its horizon passes every
 * cursor handed out before, this transaction's included, so a mirror's next read answers 410 and
 * it lists the restored archive again.
 */
async function startChangesHistory(db: pg.Client): Promise<void> {
  await db.query(
    "INSERT INTO content_changes_horizon (xid, seq) VALUES (pg_current_xact_id(), '9223372036854775807')",
  )
}

async function resetSequences(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ table: string; column: string; sequence: string }>(
    `SELECT c.table_name AS table, c.column_name AS column,
            pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
       FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
  )
  for (const row of rows)
    await db.query(
      `SELECT setval($1, COALESCE((SELECT max(${db.escapeIdentifier(row.column)}) FROM ${db.escapeIdentifier(row.table)}), 0) + 1, false)`,
      [row.sequence],
    )
}
