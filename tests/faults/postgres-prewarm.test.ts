import { rm } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../scripts/lib/database'
import { sharedBuffers } from '../../scripts/lib/databaseMemory'
import { freePort } from '../../scripts/lib/processes'
import { makeTempDataDir } from '../support/tempDataDir'

/**
 * The embedded PostgreSQL restarts with the pages it held in memory (decision 0030): read from
 * disk in order by autoprewarm, not one at a time by the first readers after the restart.
 */

const ROWS = 20_000
/** autoprewarm reads the blocks back in the background after the start; it is done well before. */
const REFILLED_WITHIN_MS = 15_000

let dataDir: string
let database: EmbeddedDatabase

beforeAll(async () => {
  dataDir = await makeTempDataDir('faults-prewarm')
  database = await startEmbeddedDatabase({ dataDir, port: await freePort() })
})

afterAll(async () => {
  await database?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** How many of the table's blocks are in PostgreSQL's buffers. */
const blocksInMemory = (client: pg.Client) =>
  client
    .query<{ blocks: number }>(
      `SELECT count(*)::int AS blocks FROM pg_buffercache
       WHERE relfilenode = pg_relation_filenode('prewarm_probe')
         AND reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
    .then(({ rows }) => rows[0]?.blocks ?? 0)

it('runs with the configured buffers and restarts with the blocks it held', async () => {
  const held = await withClient(async (client) => {
    const configured = await client.query<{ same: boolean }>(
      `SELECT pg_size_bytes(current_setting('shared_buffers')) = pg_size_bytes($1) AS same`,
      [sharedBuffers()],
    )
    expect(configured.rows[0]?.same).toBe(true)
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_buffercache')
    await client.query(
      `CREATE TABLE prewarm_probe AS
       SELECT n, repeat(md5(n::text), 8) AS filler FROM generate_series(1, ${ROWS}) AS n`,
    )
    await client.query('SELECT count(*) FROM prewarm_probe')
    return blocksInMemory(client)
  })
  expect(held).toBeGreaterThan(100)

  await database.halt('fast')
  await database.resume()

  const refilled = await withClient(async (client) => {
    const started = Date.now()
    let blocks = await blocksInMemory(client)
    while (blocks < held && Date.now() - started < REFILLED_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      blocks = await blocksInMemory(client)
    }
    return blocks
  })
  expect(refilled).toBeGreaterThanOrEqual(held)
})
