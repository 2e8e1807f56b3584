import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { ROOT } from '../../scripts/lib/paths'
import { uniqueSuffix } from './fixtures'

/**
 * How long a test that runs these commands may take: each restore loads Payload's CLI to migrate
 * first, and a test runs up to three commands, ~50 s on two cores of a host at half its usual
 * speed, where the default 60 s left no margin.
 */
export const BACKUP_COMMANDS_TEST_MS = 180_000

/**
 * `npm run db:backup|db:restore -- <file>` against the PostgreSQL at `databaseUrl`, as an operator
 * runs it; `env` names the media store (MEDIA_DIR or the S3_* variables).
 */
export function runBackupCommand(
  script: 'db:backup' | 'db:restore',
  file: string,
  databaseUrl: string,
  env: Record<string, string>,
) {
  return promisify(execFile)('npm', ['run', '--silent', script, '--', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
  })
}

/**
 * A database to restore into, on the same server as `databaseUrl`, and a path for the backup file.
 * It is created empty: `npm run db:restore` first brings it to the committed migrations.
 */
export function restoreTarget(databaseUrl: string, prefix: string) {
  const name = `${prefix}_${uniqueSuffix().replaceAll('-', '')}`
  const server = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, '/postgres') })
  const file = path.join(os.tmpdir(), `${name}.ndjson.gz`)
  return {
    name,
    url: databaseUrl.replace(/\/[^/]+$/, `/${name}`),
    file,
    async create() {
      await server.connect()
      await server.query(`CREATE DATABASE ${name}`)
    },
    async drop() {
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await server.end()
      await rm(file, { force: true })
    },
  }
}
