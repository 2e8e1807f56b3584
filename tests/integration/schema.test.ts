import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '../../cms/src/migrations'

const client = new pg.Client({ connectionString: inject('databaseUrl') })

beforeAll(() => client.connect())
afterAll(() => client.end())

// The database was empty until the CMS booted in production mode and applied the migrations.
describe('committed migrations build the schema from an empty database', () => {
  it('recorded every committed migration as applied', async () => {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM payload_migrations')
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(migrations.map((m) => m.name)),
    )
  })

  it('created a table for every collection and the site settings', async () => {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const tables = rows.map((row) => row.table_name)
    for (const table of [
      'articles',
      'authors',
      'tags',
      'paths',
      'newsletters',
      'incomplete_articles',
      'media',
      'users',
      'site_settings',
    ]) {
      expect(tables).toContain(table)
    }
  })

  it('indexes the list queries and keeps slugs and emails unique', async () => {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
    )
    const definition = (name: string) => rows.find((row) => row.indexname === name)?.indexdef ?? ''
    expect(definition('articles_slug_idx')).toContain('UNIQUE')
    expect(definition('published_publishedAt_idx')).toContain('(published, published_at)')
    expect(definition('articles_article_type_idx')).toContain('article_type')
    expect(definition('articles_featured_idx')).toContain('featured')
    expect(definition('newsletters_email_idx')).toContain('UNIQUE')
    expect(definition('tags_slug_idx')).toContain('UNIQUE')
  })
})
