import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { inject } from 'vitest'

import { migrations } from '../../cms/src/migrations'

import { uniqueSuffix } from './fixtures'

type MigrationArgs = Parameters<(typeof migrations)[number]['up']>[0]

export interface MigrationDatabase {
  pool: pg.Pool
  /** Runs `migration` and the `count - 1` after it (all the rest by default). */
  migrate(count?: number): Promise<void>
  drop(): Promise<void>
}

/**
 * A throw-away database built by every migration before `migration`, to store rows as they were
 * before it and then run it on them.
 */
export async function databaseBefore(migration: string): Promise<MigrationDatabase> {
  const adminUrl = inject('databaseUrl')
  const name = `before_${migration.slice(16)}_${uniqueSuffix().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString() })
  const db = drizzle(pool)
  const index = migrations.findIndex((candidate) => candidate.name === migration)
  const run = async (steps: typeof migrations) => {
    for (const step of steps)
      await step.up({ db, payload: undefined, req: undefined } as unknown as MigrationArgs)
  }
  await run(migrations.slice(0, index))
  return {
    pool,
    migrate: (count = migrations.length) => run(migrations.slice(index, index + count)),
    drop: async () => {
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    },
  }
}
