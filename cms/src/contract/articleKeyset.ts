import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { ARTICLE_LIST_MAX, type ArticleListQuery } from '@blockwise/shared'

import { canUseEditorialCalls } from '@/access/roles'

import { decodeCursor, encodeCursor, type ArticleKey } from './cursor'

/** The columns of the order of every list: an article's own, or its row in a tag's timeline. */
interface OrderColumns {
  publishedAt: SQL
  createdAt: SQL
  id: SQL
}

const ARTICLE_COLUMNS: OrderColumns = {
  publishedAt: sql`a.published_at`,
  createdAt: sql`a.created_at`,
  id: sql`a.id`,
}
const TIMELINE_COLUMNS: OrderColumns = {
  publishedAt: sql`o.published_at`,
  createdAt: sql`o.created_at`,
  id: sql`o.article_id`,
}

/*
 * The order of every article list: newest first by publishedAt (an editor's drafts without one
 * first, as PostgreSQL sorts NULLs in a descending order), then createdAt, then id so that the
 * order is total and a cursor names one place in it. The partial indexes of the migration
 * `article_list_indexes` serve it, and a tag's timeline (`tag_timelines`) a tag's list.
 */
const orderBy = ({ publishedAt, createdAt, id }: OrderColumns) =>
  sql`${publishedAt} DESC NULLS FIRST, ${createdAt} DESC, ${id} DESC`

/** Rows strictly after `key` in the order. */
function after(key: ArticleKey, { publishedAt, createdAt, id }: OrderColumns): SQL {
  const rest = sql`(${createdAt}, ${id}) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`
  if (key.publishedAt === null)
    return sql`(${publishedAt} IS NOT NULL OR (${publishedAt} IS NULL AND ${rest}))`
  return sql`(${publishedAt}, ${createdAt}, ${id}) < (${key.publishedAt}::timestamptz, ${key.createdAt}::timestamptz, ${key.id}::uuid)`
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

/** Conditions on when an article was published, on the order's columns. */
function publishedBetween(query: ArticleListQuery, { publishedAt }: OrderColumns): SQL[] {
  const conditions: SQL[] = []
  if (query.since !== undefined) conditions.push(sql`${publishedAt} >= ${query.since}::timestamptz`)
  if (query.until !== undefined) conditions.push(sql`${publishedAt} < ${query.until}::timestamptz`)
  return conditions
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
  return [...conditions, ...publishedBetween(query, ARTICLE_COLUMNS)]
}

/**
 * A tag's published articles and nothing else narrows them (a tag page, a reader's list of a
 * tag): its timeline holds exactly those rows in the list's order, so a deep page reads an index
 * instead of checking the tags of every newer article.
 */
const isTagTimeline = (query: ArticleListQuery, user: PayloadRequest['user']) =>
  query.tag !== undefined &&
  (query.published === true || (query.published === undefined && !canUseEditorialCalls(user))) &&
  query.featured === undefined &&
  query.articleType === undefined &&
  query.author === undefined

/** The statement of one page (`limit` + 1 rows, to learn whether another follows). */
function pageStatement(
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  start: PageStart,
  limit: number,
): SQL {
  const offset = query.page ? (query.page - 1) * limit : 0
  if (isTagTimeline(query, user)) {
    const conditions = [
      sql`o.tag_id = (SELECT id FROM tags WHERE slug = ${query.tag})`,
      ...publishedBetween(query, TIMELINE_COLUMNS),
    ]
    if (start.after) conditions.push(after(start.after, TIMELINE_COLUMNS))
    return sql`
      SELECT o.article_id AS id, o.published_at, o.created_at FROM article_tag_timeline o
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${orderBy(TIMELINE_COLUMNS)} LIMIT ${limit + 1} OFFSET ${offset}`
  }
  const conditions = [visibleTo(user), ...filters(query)]
  if (start.after) conditions.push(after(start.after, ARTICLE_COLUMNS))
  return sql`
    SELECT a.id, a.published_at, a.created_at FROM articles a
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${orderBy(ARTICLE_COLUMNS)} LIMIT ${limit + 1} OFFSET ${offset}`
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
  const limit = query.limit ?? ARTICLE_LIST_MAX
  const result = await payload.db.drizzle.execute(pageStatement(query, user, start, limit))
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
