import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import type { ArticleListQuery, ArticleSort } from '@blockwise/shared'

import { canUseEditorialCalls } from '@/access/roles'

import type { ArticleKey } from './cursor'

/**
 * The columns of a list's order, an article's own or its row in a tag's timeline: the sort
 * property's (publishedAt or updatedAt), then createdAt and id; newest first or oldest first.
 */
interface Order {
  sortValue: SQL
  createdAt: SQL
  id: SQL
  newestFirst: boolean
}

export const DEFAULT_SORT: ArticleSort = '-publishedAt'

function articleOrder(sort: ArticleSort = DEFAULT_SORT): Order {
  const newestFirst = sort.startsWith('-')
  const sortValue = sort.endsWith('updatedAt') ? sql`a.updated_at` : sql`a.published_at`
  return { sortValue, createdAt: sql`a.created_at`, id: sql`a.id`, newestFirst }
}

const timelineOrder = (sort: ArticleSort = DEFAULT_SORT): Order => ({
  sortValue: sql`o.published_at`,
  createdAt: sql`o.created_at`,
  id: sql`o.article_id`,
  newestFirst: sort.startsWith('-'),
})

/*
 * The order of every article list: by the sort property (publishedAt newest first by default; an
 * editor's drafts without one first when newest first, last when oldest first, as PostgreSQL
 * sorts NULLs), then createdAt, then id in the same direction so that the order is total and a
 * cursor names one place in it. Either direction reads the same indexes, forwards or backwards:
 * those of the migration `article_list_indexes` (publishedAt), `changes_feed` (updatedAt) and a
 * tag's timeline (`tag_timelines`).
 */
const orderBy = ({ sortValue, createdAt, id, newestFirst }: Order) =>
  newestFirst
    ? sql`${sortValue} DESC NULLS FIRST, ${createdAt} DESC, ${id} DESC`
    : sql`${sortValue} ASC NULLS LAST, ${createdAt} ASC, ${id} ASC`

/** Rows strictly after `key` in the order. */
function after(key: ArticleKey, { sortValue, createdAt, id, newestFirst }: Order): SQL {
  const beyond = newestFirst ? sql`<` : sql`>`
  const rest = sql`(${createdAt}, ${id}) ${beyond} (${key.createdAt}::timestamptz, ${key.id}::uuid)`
  if (key.sortValue === null)
    return newestFirst
      ? sql`(${sortValue} IS NOT NULL OR (${sortValue} IS NULL AND ${rest}))`
      : sql`(${sortValue} IS NULL AND ${rest})`
  const tuple = sql`(${sortValue}, ${createdAt}, ${id}) ${beyond} (${key.sortValue}::timestamptz, ${key.createdAt}::timestamptz, ${key.id}::uuid)`
  return newestFirst ? tuple : sql`(${tuple} OR ${sortValue} IS NULL)`
}

/**
 * Who may see which rows, as access control (articleReaders) and `describable` decide: readers
 * published articles only, editors every article complete enough to describe.
 */
export function visibleTo(user: PayloadRequest['user']): SQL {
  if (!canUseEditorialCalls(user)) return sql`a.published = true`
  return sql`a.title IS NOT NULL AND a.slug IS NOT NULL AND a.excerpt IS NOT NULL
    AND a.author_id_id IS NOT NULL AND a.read_time IS NOT NULL`
}

/** Conditions on when an article was published, on the article's or its timeline row's column. */
function publishedBetween(query: ArticleListQuery, publishedAt: SQL): SQL[] {
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
  if (query.updatedSince !== undefined)
    conditions.push(sql`a.updated_at >= ${query.updatedSince}::timestamptz`)
  return [...conditions, ...publishedBetween(query, sql`a.published_at`)]
}

/** Readers' published articles only, as a reader gets them whatever `published` says. */
const isPublishedOnly = (query: ArticleListQuery, user: PayloadRequest['user']) =>
  query.published === true || (query.published === undefined && !canUseEditorialCalls(user))

/**
 * A tag's published articles and nothing else narrows them (a tag page, a reader's list of a
 * tag), in publication order: its timeline holds exactly those rows in the list's order, so a
 * deep page reads an index instead of checking the tags of every newer article.
 */
const isTagTimeline = (query: ArticleListQuery, user: PayloadRequest['user']) =>
  query.tag !== undefined &&
  !query.sort?.endsWith('updatedAt') &&
  query.updatedSince === undefined &&
  isPublishedOnly(query, user) &&
  query.featured === undefined &&
  query.articleType === undefined &&
  query.author === undefined

/**
 * The numbered list a query's list is (every published article, a type's, or the featured ones),
 * when nothing else narrows it and it is in publication order, reached by page: its numbered rows
 * (article_list_positions) hold exactly that list, so any page of it is read by number.
 */
function numberedListOf(query: ArticleListQuery, user: PayloadRequest['user']): string | null {
  const plain =
    isPublishedOnly(query, user) &&
    query.cursor === undefined &&
    !query.sort?.endsWith('updatedAt') &&
    [query.tag, query.author, query.since, query.until, query.updatedSince].every(
      (filter) => filter === undefined,
    )
  if (!plain) return null
  if (query.articleType !== undefined && query.featured === undefined)
    return `type:${query.articleType}`
  if (query.featured === true && query.articleType === undefined) return 'featured'
  if (query.featured === undefined && query.articleType === undefined) return 'all'
  return null
}

/**
 * The rows of a numbered list's page: numbered from its oldest article, so the newest first are
 * counted down from its last number.
 */
function numberedPageStatement(list: string, newestFirst: boolean, limit: number, offset: number) {
  const rows = sql`
    SELECT o.article_id AS id, nullif(o.sort_at, 'infinity') AS sort_value, o.created_at
    FROM article_list_positions o WHERE o.list = ${list}`
  return newestFirst
    ? sql`${rows} AND o.position <= (
        SELECT max(position) FROM article_list_positions WHERE list = ${list}) - ${offset}
      ORDER BY o.position DESC LIMIT ${limit + 1}`
    : sql`${rows} AND o.position > ${offset} ORDER BY o.position LIMIT ${limit + 1}`
}

/**
 * The statement of one page (`limit` + 1 rows, to learn whether another follows), after
 * `afterKey` (a cursor's row) when there is one.
 */
export function pageStatement(
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  afterKey: ArticleKey | null,
  limit: number,
): SQL {
  const offset = query.page ? (query.page - 1) * limit : 0
  const numbered = numberedListOf(query, user)
  if (numbered)
    return numberedPageStatement(
      numbered,
      (query.sort ?? DEFAULT_SORT).startsWith('-'),
      limit,
      offset,
    )
  if (isTagTimeline(query, user)) {
    const order = timelineOrder(query.sort)
    const conditions = [
      sql`o.tag_id = (SELECT id FROM tags WHERE slug = ${query.tag})`,
      ...publishedBetween(query, order.sortValue),
    ]
    if (afterKey) conditions.push(after(afterKey, order))
    return sql`
      SELECT o.article_id AS id, o.published_at AS sort_value, o.created_at
      FROM article_tag_timeline o
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${orderBy(order)} LIMIT ${limit + 1} OFFSET ${offset}`
  }
  const order = articleOrder(query.sort)
  const conditions = [visibleTo(user), ...filters(query)]
  if (afterKey) conditions.push(after(afterKey, order))
  return sql`
    SELECT a.id, ${order.sortValue} AS sort_value, a.created_at FROM articles a
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${orderBy(order)} LIMIT ${limit + 1} OFFSET ${offset}`
}

/** How many articles the whole list holds (`total=true`): every page together. */
export const countStatement = (query: ArticleListQuery, user: PayloadRequest['user']): SQL => sql`
  SELECT count(*)::int AS total FROM articles a
  WHERE ${sql.join([visibleTo(user), ...filters(query)], sql` AND `)}`

/** The list's order over `p`, a page's rows selected as a subquery (PageSelection). */
export const pageOrder = (sort: ArticleSort = DEFAULT_SORT): SQL =>
  orderBy({
    sortValue: sql`p.sort_value`,
    createdAt: sql`p.created_at`,
    id: sql`p.id`,
    newestFirst: sort.startsWith('-'),
  })
