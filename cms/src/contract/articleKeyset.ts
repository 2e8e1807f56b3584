import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { ARTICLE_LIST_MAX, type ArticleListQuery } from '@blockwise/shared'

import { canUseEditorialCalls } from '@/access/roles'

import { decodeCursor, encodeCursor, type ArticleKey } from './cursor'

/*
 * The order of every article list: newest first by publishedAt (an editor's drafts without one
 * first, as PostgreSQL sorts NULLs in a descending order), then createdAt, then id so that the
 * order is total and a cursor names one place in it. The partial indexes of the migration
 * `article_list_indexes` serve it: a page costs the same at any depth.
 */
const ORDER = sql`a.published_at DESC NULLS FIRST, a.created_at DESC, a.id DESC`

/** Rows strictly after `key` in ORDER. */
function after(key: ArticleKey): SQL {
  const rest = sql`(a.created_at, a.id) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`
  if (key.publishedAt === null)
    return sql`(a.published_at IS NOT NULL OR (a.published_at IS NULL AND ${rest}))`
  return sql`(a.published_at, a.created_at, a.id) < (${key.publishedAt}::timestamptz, ${key.createdAt}::timestamptz, ${key.id}::uuid)`
}

/**
 * Who may see which rows, as access control (publishedOrEditor) and `describable` decide: readers
 * published articles only, editors every article complete enough to describe.
 */
export function visibleTo(user: PayloadRequest['user']): SQL {
  if (!canUseEditorialCalls(user)) return sql`a.published = true`
  return sql`a.title IS NOT NULL AND a.slug IS NOT NULL AND a.excerpt IS NOT NULL
    AND a.author_id_id IS NOT NULL AND a.read_time IS NOT NULL`
}

function filters(query: ArticleListQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.published !== undefined) conditions.push(sql`a.published = ${query.published}`)
  if (query.featured !== undefined) conditions.push(sql`a.featured = ${query.featured}`)
  if (query.articleType) conditions.push(sql`a.article_type = ${query.articleType}`)
  if (query.author !== undefined)
    conditions.push(sql`a.author_id_id = (SELECT id FROM authors WHERE slug = ${query.author})`)
  if (query.tag !== undefined)
    conditions.push(sql`EXISTS (SELECT 1 FROM articles_rels r JOIN tags t ON t.id = r.tags_id
      WHERE r.parent_id = a.id AND r.path = 'tags' AND t.slug = ${query.tag})`)
  if (query.since !== undefined) conditions.push(sql`a.published_at >= ${query.since}::timestamptz`)
  if (query.until !== undefined) conditions.push(sql`a.published_at < ${query.until}::timestamptz`)
  return conditions
}

/**
 * What a cursor is bound to: the same filters, for the same kind of caller. `fields` is not one: it
 * shapes the answer, not which rows it holds.
 */
function scopeOf(query: ArticleListQuery, user: PayloadRequest['user']): string {
  const { published, featured, articleType, tag, author, since, until } = query
  const editor = canUseEditorialCalls(user)
  return JSON.stringify({ published, featured, articleType, tag, author, since, until, editor })
}

/** Where a page starts: after the cursor's row, if any; null when the cursor is not this list's. */
export interface PageStart {
  scope: string
  after: ArticleKey | null
}

export function pageStart(query: ArticleListQuery, user: PayloadRequest['user']): PageStart | null {
  const scope = scopeOf(query, user)
  if (query.cursor === undefined) return { scope, after: null }
  const key = decodeCursor(query.cursor, scope)
  return key ? { scope, after: key } : null
}

export interface ArticlePage {
  ids: string[]
  nextCursor: string | null
}

interface KeyRow {
  id: string
  published_at: Date | string | null
  created_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * The ids of one page of the list `query` asks for, in order, found with one indexed query (no
 * count, no offset for cursors), and the cursor of the next page when there is one.
 */
export async function findArticlePage(
  payload: Payload,
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  start: PageStart,
): Promise<ArticlePage> {
  const conditions = [visibleTo(user), ...filters(query)]
  if (start.after) conditions.push(after(start.after))
  const limit = query.limit ?? ARTICLE_LIST_MAX
  const offset = query.page ? (query.page - 1) * limit : 0
  const result = await payload.db.drizzle.execute(sql`
    SELECT a.id, a.published_at, a.created_at FROM articles a
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${ORDER} LIMIT ${limit + 1} OFFSET ${offset}`)
  const rows = result.rows as unknown as KeyRow[]
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          {
            publishedAt: last.published_at === null ? null : iso(last.published_at),
            createdAt: iso(last.created_at),
            id: last.id,
          },
          start.scope,
        )
      : null
  return { ids: page.map((row) => row.id), nextCursor }
}
