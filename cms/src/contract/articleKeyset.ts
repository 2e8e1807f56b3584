import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { ARTICLE_LIST_MAX, type ArticleListQuery } from '@blockwise/shared'

import { canUseEditorialCalls } from '@/access/roles'

import { countStatement, DEFAULT_SORT, pageOrder, pageStatement } from './articlePageStatements'
import { decodeCursor, encodeCursor, type ArticleKey } from './cursor'
import type { RunStatement } from './runStatement'

/**
 * What a cursor is bound to: the same filters and order, for the same kind of caller. `fields` and
 * `total` are not: they shape the answer, not which rows it holds. The default order is left out,
 * so `sort=-publishedAt` and no sort share cursors (and those made before sorts existed).
 */
function scopeOf(query: ArticleListQuery, user: PayloadRequest['user']): string {
  const { published, featured, articleType, tag, author, since, until, updatedSince } = query
  const sort = query.sort === DEFAULT_SORT ? undefined : query.sort
  const editor = canUseEditorialCalls(user)
  // JSON leaves undefined out: lists without the newer filters keep their cursors.
  return JSON.stringify({
    ...{ published, featured, articleType, tag, author, since, until, editor },
    ...{ updatedSince, sort },
  })
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

/** A row of a page statement: an article's id and its place in the order. */
export interface KeyRow {
  id: string
  sort_value: Date | string | null
  created_at: Date | string
}

export interface ArticlePage<Row extends KeyRow> {
  rows: Row[]
  nextCursor: string | null
  /** How many articles every page holds together, when the query asked (`total=true`). */
  total?: number
}

/**
 * What a page selects of its rows: `page` (the statement of its key rows, in order) as it is, or
 * wrapped to select more of each article, ordered by `order` (the list's order over `p`, the page).
 */
export type PageSelection = (page: SQL, order: SQL) => SQL

const keysOnly: PageSelection = (page) => page

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * One page of the list `query` asks for, in order, found with one indexed query (no count unless
 * `total=true` asks for one, no offset for cursors), as `select` selects its rows, and the cursor
 * of the next page when there is one.
 */
export async function findArticlePage<Row extends KeyRow>(
  run: RunStatement,
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  start: PageStart,
  select: PageSelection = keysOnly,
): Promise<ArticlePage<Row>> {
  const limit = query.limit ?? ARTICLE_LIST_MAX
  const [found, counted] = await Promise.all([
    run(select(pageStatement(query, user, start.after, limit), pageOrder(query.sort))),
    query.total ? run(countStatement(query, user)) : null,
  ])
  const rows = (found as Row[]).slice(0, limit)
  const last = rows.at(-1)
  const nextCursor =
    found.length > limit && last
      ? encodeCursor(
          {
            sortValue: last.sort_value === null ? null : iso(last.sort_value),
            createdAt: iso(last.created_at),
            id: last.id,
          },
          start.scope,
        )
      : null
  if (!counted) return { rows, nextCursor }
  const [count] = counted as Array<{ total: number }>
  return { rows, nextCursor, total: count?.total ?? 0 }
}
