import type { Counted } from './fillSeries'

/** How many rows each "top" list has. */
export const TOP_ROWS = 10

/** Page views, their visitors (each day's distinct visitors, added up) and reads. */
export interface Sums {
  pageviews: number
  visitors: number
  reads: number
}

export interface RankedRow {
  value: string
  pageviews: number
  visitors: number
}

export interface TopArticleRow extends RankedRow {
  articleId: string
  title: string
  slug: string
}

/**
 * The top articles of `counted` (a statement of article ids as `article_id`, with their page views
 * and visitors), with their titles and slugs; articles deleted since are left out.
 */
export const topArticlesOf = (counted: string) => `
  SELECT a.id::text AS value, a.id::text AS "articleId", a.title, coalesce(a.slug, '') AS slug,
    counted.pageviews, counted.visitors
  FROM (${counted}) AS counted
  JOIN articles a ON a.id = counted.article_id
  ORDER BY counted.pageviews DESC, a.title LIMIT ${TOP_ROWS}`

/** The dimensions ranked in the reports ('' is none: a direct visit, an unknown country…). */
export type RankedDimension = 'page' | 'source' | 'campaign' | 'device' | 'country'

/**
 * What the reports read, the same whether from the rollups or (for 'now') from the raw events.
 * A scope is '' for the whole site or an article's id, as in analytics_daily; `sums` of the site's
 * 'article' dimension are its article pages together (the base of the read rate).
 */
export interface AnalyticsReports {
  sums(scope: string, dimension: 'total' | 'article'): Promise<Sums>
  series(scope: string): Promise<Array<Counted<Sums>>>
  ranked(scope: string, dimension: RankedDimension): Promise<RankedRow[]>
  /** Readers of an article who scrolled at least each quarter (quarters no one reached left out). */
  scrollDepth(articleId: string): Promise<Array<{ quarter: number; readers: number }>>
  topArticles(): Promise<TopArticleRow[]>
  searchesWithoutResults(): Promise<Array<{ query: string; searches: number }>>
  /** `results`: the sum of the searches' result counts. */
  topSearches(): Promise<Array<{ query: string; searches: number; results: number }>>
}

/** reads ÷ page views, at most 1; null when there was no page view. */
export function readRate({ pageviews, reads }: Sums): number | null {
  return pageviews > 0 ? Math.min(1, reads / pageviews) : null
}
