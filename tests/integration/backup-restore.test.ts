import { readdir, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { readArchive } from '../../scripts/lib/backup/archive'
import { diskMediaStore } from '../../scripts/lib/backup/mediaStore'
import { restoreDatabase } from '../../scripts/lib/backup/restoreDatabase'
import { BACKUP_COMMANDS_TEST_MS, restoreTarget, runBackupCommand } from '../support/backupCommands'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'

const sourceUrl = inject('databaseUrl')
const mediaDir = path.join(inject('dataDir'), 'media')
const targetDatabase = restoreTarget(sourceUrl, 'restore')
const { url: targetUrl, file } = targetDatabase
const restoredMedia = path.join(os.tmpdir(), `${targetDatabase.name}-media`)

async function facts(url: string) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const one = async (sql: string) => (await db.query<{ value: string }>(sql)).rows[0]?.value
    return {
      articles: await one(
        "SELECT string_agg(concat_ws(':', id, slug, published, claps, views), ',' ORDER BY id) AS value FROM articles",
      ),
      subscribers: await one(
        "SELECT string_agg(concat_ws(':', email, status), ',' ORDER BY email) AS value FROM newsletters",
      ),
      authors: await one('SELECT count(*)::text AS value FROM authors'),
      users: await one('SELECT count(*)::text AS value FROM users'),
    }
  } finally {
    await db.end()
  }
}

const npmRun = (script: 'db:backup' | 'db:restore', databaseUrl: string, media: string) =>
  runBackupCommand(script, file, databaseUrl, { MEDIA_DIR: media })

beforeAll(() => targetDatabase.create())

afterAll(async () => {
  await targetDatabase.drop()
  await rm(restoredMedia, { recursive: true, force: true })
})

describe('db:backup and db:restore', () => {
  it(
    'restores every article, subscriber, clap count and media file into a wiped database',
    async () => {
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

      const backup = await npmRun('db:backup', sourceUrl, mediaDir)
      const saved = /Backed up (\d+) rows/.exec(backup.stdout)?.[1]
      expect(Number(saved)).toBeGreaterThan(0)

      const restore = await npmRun('db:restore', targetUrl, restoredMedia)
      expect(restore.stdout).toContain(`Restored ${saved} rows`)
      expect(await facts(targetUrl)).toEqual(before)

      // Restoring again over data written since replaces it.
      const target = new pg.Client({ connectionString: targetUrl })
      await target.connect()
      await target.query(
        "INSERT INTO authors (name, email, initials, color, slug) VALUES ('Stray', 'stray@example.com', 'S', '#000000', 'stray')",
      )
      await target.end()
      await npmRun('db:restore', targetUrl, restoredMedia)
      expect(await facts(targetUrl)).toEqual(before)
      const files = await readdir(mediaDir)
      expect(files.length).toBeGreaterThan(0)
      expect((await readdir(restoredMedia)).toSorted()).toEqual(files.toSorted())
    },
    BACKUP_COMMANDS_TEST_MS,
  )

  // The target holds the restored data and schema of the test above.
  it('refuses a backup made for other migrations and leaves the data as it was', async () => {
    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    await target.query(
      "INSERT INTO payload_migrations (name, batch) VALUES ('29990101_000000_future', 99)",
    )
    await target.end()
    const before = await facts(targetUrl)
    await expect(
      restoreDatabase(file, { databaseUrl: targetUrl, media: diskMediaStore(restoredMedia) }),
    ).rejects.toThrow(/The backup belongs to migrations/)
    expect(await facts(targetUrl)).toEqual(before)
  })

  it('is readable by its owner only, even over an older file, and holds no live reset link or session', async () => {
    const db = new pg.Client({ connectionString: sourceUrl })
    await db.connect()
    const { rows } = await db.query<{ id: string }>(
      `UPDATE users SET reset_password_token = 'live-reset-token',
              reset_password_expiration = now() + interval '1 hour'
        WHERE id = (SELECT id FROM users ORDER BY created_at LIMIT 1) RETURNING id`,
    )
    await db.query(
      `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
       VALUES (99, $1, $2, now(), now() + interval '1 hour')`,
      [rows[0]?.id, `backup-test-${uniqueSuffix()}`],
    )
    await db.end()
    expect(rows).toHaveLength(1)
    const privateFile = `${file}.private`
    await writeFile(privateFile, 'an older backup', { mode: 0o644 })
    try {
      await runBackupCommand('db:backup', privateFile, sourceUrl, { MEDIA_DIR: mediaDir })
      expect((await stat(privateFile)).mode & 0o777).toBe(0o600)
      const tables: string[] = []
      const users: Array<Record<string, unknown>> = []
      for await (const entry of readArchive(privateFile)) {
        if (!('table' in entry)) continue
        tables.push(entry.table)
        if (entry.table === 'users') users.push(...(entry.rows as Array<Record<string, unknown>>))
      }
      expect(users.length).toBeGreaterThan(0)
      expect(users.map((user) => user.reset_password_token)).not.toContain('live-reset-token')
      expect(users.every((user) => user.reset_password_expiration === null)).toBe(true)
      expect(users.every((user) => typeof user.hash === 'string')).toBe(true)
      expect(tables).not.toContain('users_sessions')
    } finally {
      await rm(privateFile, { force: true })
    }
  })
})
