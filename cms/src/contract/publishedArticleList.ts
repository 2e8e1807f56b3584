import { sql } from '@payloadcms/db-postgres'

import type { ArticleListQuery } from '@blockwise/shared'

import { findArticlePage, type KeyRow, type PageSelection, type PageStart } from './articleKeyset'
import type { SummarySource } from './articleSummary'
import { statementRunner } from './runStatement'
import type { Queryable } from './searchHits'
import {
  SUMMARY_COLUMNS,
  summarySource,
  UNTAGGED_SUMMARY_COLUMNS,
  type SummaryRow,
} from './summaryRows'

/** A page of a list with the articles' summaries, the next page's cursor and maybe the total. */
export interface ArticleListing {
  articles: SummarySource[]
  nextCursor: string | null
  total?: number
}

/** The page's rows with each article's summary (`columns`), in the list's order. */
const withSummaries =
  (columns: string): PageSelection =>
  (page, order) => sql`
  SELECT ${sql.raw(columns)}, p.sort_value
  FROM (${page}) p
    JOIN articles a ON a.id = p.id AND a.published = true
    LEFT JOIN media m ON m.id = a.featured_image_id
  ORDER BY ${order}`

const showsTags = ({ fields }: ArticleListQuery) =>
  !fields || fields.includes('tags') || fields.includes('tagSlugs')

/**
 * A reader's page of a list: published articles only, whatever the query asks for, found and
 * summarised in one plain statement (a Payload find populated the same through several queries
 * and its field hooks, ~15 ms of the CMS's CPU for a page of 24).
 */
export async function listPublishedArticles(
  database: Queryable,
  query: ArticleListQuery,
  start: PageStart,
): Promise<ArticleListing> {
  const { rows, ...page } = await findArticlePage<SummaryRow & KeyRow>(
    statementRunner(database),
    query,
    null,
    start,
    withSummaries(showsTags(query) ? SUMMARY_COLUMNS : UNTAGGED_SUMMARY_COLUMNS),
  )
  return { articles: rows.map(summarySource), ...page }
}
