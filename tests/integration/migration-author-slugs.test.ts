import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '../../cms/src/migrations'
import { uniqueSuffix } from '../support/fixtures'

/** The author slug migration run on a database holding authors stored before slugs existed. */
const SLUG_MIGRATION = '20261126_081123_author_slug_bio_tag_description'
const adminUrl = inject('databaseUrl')
const name = `before_author_slugs_${uniqueSuffix().replaceAll('-', '')}`
const admin = new pg.Client({ connectionString: adminUrl })
let pool: pg.Pool

type MigrationArgs = Parameters<(typeof migrations)[number]['up']>[0]

const slugIndex = migrations.findIndex((migration) => migration.name === SLUG_MIGRATION)

async function migrate(db: ReturnType<typeof drizzle>, steps: typeof migrations) {
  for (const migration of steps)
    await migration.up({ db, payload: undefined, req: undefined } as unknown as MigrationArgs)
}

const AUTHORS = ['Ann Lee', 'Ann Lee', 'Ann Lee 2', 'Zoë Ölund', '!!!']

beforeAll(async () => {
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  pool = new pg.Pool({ connectionString: url.toString() })
  const db = drizzle(pool)
  await migrate(db, migrations.slice(0, slugIndex))
  for (const [index, author] of AUTHORS.entries())
    await pool.query(
      `INSERT INTO authors (name, email, initials, color, created_at) VALUES ($1, $2, 'AL', '#123456', $3)`,
      [author, `author-${index}@example.com`, `2024-01-0${index + 1}T00:00:00Z`],
    )
  await migrate(db, migrations.slice(slugIndex))
}, 120_000)

afterAll(async () => {
  await pool?.end()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.end()
})

describe(`${SLUG_MIGRATION} from the schema before it`, () => {
  it('gives every existing author a unique slug from the name, oldest first', async () => {
    const { rows } = await pool.query<{ name: string; slug: string; bio: string | null }>(
      'SELECT name, slug, bio FROM authors ORDER BY created_at',
    )
    expect(rows).toEqual([
      { name: 'Ann Lee', slug: 'ann-lee', bio: null },
      { name: 'Ann Lee', slug: 'ann-lee-2', bio: null },
      { name: 'Ann Lee 2', slug: 'ann-lee-2-2', bio: null },
      { name: 'Zoë Ölund', slug: 'zoe-olund', bio: null },
      { name: '!!!', slug: 'author', bio: null },
    ])
  })

  it('makes the slug required and unique, and gives tags a description', async () => {
    await expect(
      pool.query(
        `INSERT INTO authors (name, email, initials, color, slug) VALUES ('X', 'x@example.com', 'X', '#123456', 'ann-lee')`,
      ),
    ).rejects.toThrow(/authors_slug_idx/)
    await expect(
      pool.query(
        `INSERT INTO authors (name, email, initials, color) VALUES ('Y', 'y@example.com', 'Y', '#123456')`,
      ),
    ).rejects.toThrow(/slug/)
    const { rows } = await pool.query(
      `INSERT INTO tags (name, slug, count, description) VALUES ('T', 't', 0, 'About T.') RETURNING description`,
    )
    expect(rows).toEqual([{ description: 'About T.' }])
  })
})
