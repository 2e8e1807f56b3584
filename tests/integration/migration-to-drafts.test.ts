import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore, type MigrationDatabase } from '../support/migrationDatabase'

/**
 * The drafts migration run on a database built by every earlier migration and holding articles as
 * they were stored before drafts existed: live, draft and held for review, with tags and counters.
 */
const DRAFTS_MIGRATION = '20261126_045401_drafts_and_versions'
let database: MigrationDatabase
let pool: pg.Pool
const ids = { live: '', draft: '', review: '', tag: '' }

const one = async <Row>(text: string, values: unknown[] = []) =>
  (await pool.query(text, values)).rows[0] as Row

beforeAll(async () => {
  database = await databaseBefore(DRAFTS_MIGRATION)
  pool = database.pool
  const author = await one<{ id: string }>(
    `INSERT INTO authors (name, email, initials, color) VALUES ('Ann', 'ann@example.com', 'AN', '#123456') RETURNING id`,
  )
  ids.tag = (
    await one<{ id: string }>(
      `INSERT INTO tags (name, slug, count) VALUES ('DeFi', 'defi', 1) RETURNING id`,
    )
  ).id
  const article = (slug: string, published: boolean, status: string) =>
    one<{ id: string }>(
      `INSERT INTO articles (title, slug, excerpt, content, author_id_id, read_time, published, status, views, claps)
       VALUES ($1, $1, 'An excerpt.', '{"root":{}}', $2, 3, $3, $4, 40, 7) RETURNING id`,
      [slug, author.id, published, status],
    )
  ids.live = (await article('live-story', true, 'published')).id
  ids.draft = (await article('draft-story', false, 'draft')).id
  ids.review = (await article('review-story', false, 'review')).id
  await pool.query(
    `INSERT INTO articles_rels ("order", parent_id, path, tags_id) VALUES (1, $1, 'tags', $2)`,
    [ids.live, ids.tag],
  )
  await database.migrate(1)
}, 120_000)

afterAll(() => database?.drop())

describe(`${DRAFTS_MIGRATION} from the schema before it`, () => {
  it('gives live articles the published status and the others draft, keeping the contract status', async () => {
    const { rows } = await pool.query<{ slug: string; status: string; _status: string }>(
      'SELECT slug, status, _status FROM articles ORDER BY slug',
    )
    expect(rows).toEqual([
      { slug: 'draft-story', status: 'draft', _status: 'draft' },
      { slug: 'live-story', status: 'published', _status: 'published' },
      { slug: 'review-story', status: 'review', _status: 'draft' },
    ])
  })

  it('records each article as it is as its first and latest version, tags included', async () => {
    const versions = await pool.query<{
      parent_id: string
      version_title: string
      version_status: string
      version__status: string
      version_claps: string
      latest: boolean
    }>(
      'SELECT parent_id, version_title, version_status, version__status, version_claps, latest FROM _articles_v',
    )
    expect(versions.rows).toHaveLength(3)
    const live = versions.rows.find((row) => row.parent_id === ids.live)
    expect(live).toMatchObject({
      version_title: 'live-story',
      version_status: 'published',
      version__status: 'published',
      version_claps: '7',
      latest: true,
    })
    const review = versions.rows.find((row) => row.parent_id === ids.review)
    expect(review).toMatchObject({ version_status: 'review', version__status: 'draft' })
    const rels = await pool.query<{ path: string; tags_id: string }>(
      `SELECT r.path, r.tags_id FROM _articles_v_rels r JOIN _articles_v v ON v.id = r.parent_id
       WHERE v.parent_id = $1`,
      [ids.live],
    )
    expect(rels.rows).toEqual([{ path: 'version.tags', tags_id: ids.tag }])
  })

  it('lets counters rise but never fall, whatever writes the row', async () => {
    await pool.query('UPDATE articles SET claps = 2, views = 1, title = $2 WHERE id = $1', [
      ids.live,
      'Retitled',
    ])
    await pool.query('UPDATE articles SET claps = claps + 1 WHERE id = $1', [ids.live])
    expect(
      await one(
        'SELECT title, claps::int AS claps, views::int AS views FROM articles WHERE id = $1',
        [ids.live],
      ),
    ).toEqual({ title: 'Retitled', claps: 8, views: 40 })
  })
})
