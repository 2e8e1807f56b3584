import { execFile } from 'node:child_process'
import { pbkdf2Sync, timingSafeEqual } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DEMO_ADMIN, DEMO_CONTRIBUTOR, DEMO_EDITOR } from '@/seed/demoUsers'

import { ROOT } from '../../scripts/lib/paths'
import { uniqueSuffix } from '../support/fixtures'
import { makeTempDataDir } from '../support/tempDataDir'

/**
 * The README's demo passwords exist only under the scripts' own embedded PostgreSQL. `npm run seed`
 * against a server named by DATABASE_URL (as production would run it) gives each demo account a
 * random password, printed once, so no account there opens with a published one.
 */
const sharedUrl = inject('databaseUrl')
const targetName = `seed_${uniqueSuffix().replaceAll('-', '')}`
const targetUrl = sharedUrl.replace(/\/[^/]+$/, `/${targetName}`)
const server = new pg.Client({ connectionString: sharedUrl.replace(/\/[^/]+$/, '/postgres') })
let dataDir = ''

/**
 * A whole `npm run seed` (migrations, demo content, accounts): about 20 s alone, three times that
 * beside the browser tests.
 */
const SEED_TIMEOUT_MS = 180_000

/** Payload's current password hashes (PBKDF2-SHA256) carry this prefix; older ones none. */
const CURRENT_HASH = 'pbkdf2-sha256-v1:'

/** Whether `password` opens the account, checked as Payload's local strategy checks it. */
function opens(account: { salt: string; hash: string }, password: string): boolean {
  const current = account.hash.startsWith(CURRENT_HASH)
  const stored = Buffer.from(
    current ? account.hash.slice(CURRENT_HASH.length) : account.hash,
    'hex',
  )
  const derived = current
    ? pbkdf2Sync(password, account.salt, 600_000, 32, 'sha256')
    : pbkdf2Sync(password, account.salt, 25_000, 512, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

beforeAll(async () => {
  await server.connect()
  await server.query(`CREATE DATABASE ${targetName}`)
  dataDir = await makeTempDataDir('seed')
})

afterAll(async () => {
  await server.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`)
  await server.end()
  await rm(dataDir, { recursive: true, force: true })
})

describe('npm run seed against DATABASE_URL', () => {
  it(
    'creates the demo accounts with random passwords, printed once, and none of the README',
    async () => {
      const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'seed'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: targetUrl,
          DATA_DIR: dataDir,
          MEDIA_DIR: path.join(dataDir, 'media'),
        },
        maxBuffer: 16 * 1024 * 1024,
      })
      const output = stdout + stderr

      const db = new pg.Client({ connectionString: targetUrl })
      await db.connect()
      try {
        for (const demo of [DEMO_ADMIN, DEMO_EDITOR, DEMO_CONTRIBUTOR]) {
          const { rows } = await db.query<{ salt: string; hash: string }>(
            'SELECT salt, hash FROM users WHERE email = $1',
            [demo.email],
          )
          const account = rows[0]
          expect(account, demo.email).toBeDefined()
          if (!account) continue
          expect(
            opens(account, demo.password),
            `${demo.email} opens with the README password`,
          ).toBe(false)
          const printed = output.match(
            new RegExp(
              `${demo.email.replace('.', '\\.')} \\(${demo.role}\\) created with the password (\\S+)`,
            ),
          )?.[1]
          expect(printed, `the password of ${demo.email} in the output`).toBeDefined()
          expect(opens(account, printed ?? ''), `${demo.email} opens with the printed one`).toBe(
            true,
          )
        }
      } finally {
        await db.end()
      }
    },
    SEED_TIMEOUT_MS,
  )
})
