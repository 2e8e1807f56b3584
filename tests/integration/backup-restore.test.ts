import { execFile } from 'node:child_process'
import { readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { backupDatabase } from '../../scripts/lib/backup/backupDatabase'
import { restoreDatabase } from '../../scripts/lib/backup/restoreDatabase'
import { CMS_DIR, PAYLOAD_CLI } from '../../scripts/lib/paths'
import { localCmsEnvironment } from '../../scripts/lib/stack'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'

const sourceUrl = inject('databaseUrl')
const mediaDir = path.join(inject('dataDir'), 'media')
const targetName = `restore_${uniqueSuffix().replaceAll('-', '')}`
const targetUrl = sourceUrl.replace(/\/[^/]+$/, `/${targetName}`)
const file = path.join(os.tmpdir(), `${targetName}.ndjson.gz`)
const restoredMedia = path.join(os.tmpdir(), `${targetName}-media`)
const server = new pg.Client({ connectionString: sourceUrl.replace(/\/[^/]+$/, '/postgres') })

async function facts(url: string) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const one = async (sql: string) => (await db.query<{ value: string }>(sql)).rows[0]?.value
    return {
      articles: await one('SELECT count(*)::text AS value FROM articles'),
      claps: await one('SELECT COALESCE(sum(claps), 0)::text AS value FROM articles'),
      subscribers: await one(
        "SELECT string_agg(email, ',' ORDER BY email) AS value FROM newsletters",
      ),
      authors: await one('SELECT count(*)::text AS value FROM authors'),
      users: await one('SELECT count(*)::text AS value FROM users'),
    }
  } finally {
    await db.end()
  }
}

async function migrateTarget(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [...PAYLOAD_CLI, 'migrate', '--force-accept-warning'],
    {
      cwd: CMS_DIR,
      env: {
        ...process.env,
        ...(await localCmsEnvironment({ databaseUrl: targetUrl, dataDir: inject('dataDir') })),
        NODE_ENV: 'production',
      },
    },
  )
}

async function targetIsMigrated(): Promise<boolean> {
  const target = new pg.Client({ connectionString: targetUrl })
  await target.connect()
  try {
    const { rows } = await target.query<{ migrated: boolean }>(
      "SELECT to_regclass('public.payload_migrations') IS NOT NULL AS migrated",
    )
    return rows[0]?.migrated === true
  } finally {
    await target.end()
  }
}

beforeAll(async () => {
  await server.connect()
  await server.query(`CREATE DATABASE ${targetName}`)
  // The target gets the schema as `npm run db:restore` gives it: the committed migrations.
  await migrateTarget()
  expect(await targetIsMigrated()).toBe(true)
})

afterAll(async () => {
  await server.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`)
  await server.end()
  await rm(file, { force: true })
  await rm(restoredMedia, { recursive: true, force: true })
})

describe('db:backup and db:restore', () => {
  it('restores every article, subscriber, clap count and media file into a wiped database', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id, { published: true })
    const db = new pg.Client({ connectionString: sourceUrl })
    await db.connect()
    await db.query('UPDATE articles SET claps = 42 WHERE id = $1', [article.id])
    await db.end()
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#4f46e5' },
    })
      .png()
      .toBuffer()
    await payload.create({
      collection: 'media',
      data: { alt: 'A square' },
      file: {
        data: png,
        mimetype: 'image/png',
        name: `square-${uniqueSuffix()}.png`,
        size: png.length,
      },
    })
    await payload.create({
      collection: 'newsletters',
      data: { name: 'Kept', email: `backup-${uniqueSuffix()}@example.com`, status: 'active' },
    })
    const before = await facts(sourceUrl)

    const saved = await backupDatabase(file, { databaseUrl: sourceUrl, mediaDir })
    expect(saved.rows).toBeGreaterThan(0)

    // Something in the target that the restore must wipe.
    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    await target.query(
      "INSERT INTO authors (name, email, initials, color) VALUES ('Stray', 'stray@example.com', 'S', '#000000')",
    )
    await target.end()

    const restored = await restoreDatabase(file, {
      databaseUrl: targetUrl,
      mediaDir: restoredMedia,
    })
    expect(restored.rows).toBe(saved.rows)
    expect(await facts(targetUrl)).toEqual(before)
    const files = await readdir(mediaDir)
    expect(files.length).toBeGreaterThan(0)
    expect((await readdir(restoredMedia)).toSorted()).toEqual(files.toSorted())
  })

  it('refuses a backup made for other migrations and leaves the data as it was', async () => {
    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    await target.query(
      "INSERT INTO payload_migrations (name, batch) VALUES ('29990101_000000_future', 99)",
    )
    await target.end()
    const before = await facts(targetUrl)
    await expect(
      restoreDatabase(file, { databaseUrl: targetUrl, mediaDir: restoredMedia }),
    ).rejects.toThrow(/The backup belongs to migrations/)
    expect(await facts(targetUrl)).toEqual(before)
  })
})
