import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore, type MigrationDatabase } from '../support/migrationDatabase'

/** The author slug migration run on a database holding authors stored before slugs existed. */
const SLUG_MIGRATION = '20261126_081123_author_slug_bio_tag_description'
let database: MigrationDatabase
let pool: pg.Pool

const AUTHORS = ['Ann Lee', 'Ann Lee', 'Ann Lee 2', 'Zoë Ölund', '!!!']

beforeAll(async () => {
  database = await databaseBefore(SLUG_MIGRATION)
  pool = database.pool
  for (const [index, author] of AUTHORS.entries())
    await pool.query(
      `INSERT INTO authors (name, email, initials, color, created_at) VALUES ($1, $2, 'AL', '#123456', $3)`,
      [author, `author-${index}@example.com`, `2024-01-0${index + 1}T00:00:00Z`],
    )
  await database.migrate()
}, 120_000)

afterAll(() => database?.drop())

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
