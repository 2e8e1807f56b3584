import {
  SCROLL_QUARTERS,
  type AnalyticsRange,
  type ArticleAnalytics,
} from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'

import { fillSeries } from './fillSeries'
import { rangeWindow, type RangeWindow } from './rangeWindow'
import { readRate } from './reports'
import { reportsFor } from './reportsFor'

/** Claps given on the range's UTC days (article_daily_counts counts them by day). */
async function clapsOn(database: Queryable, articleId: string, window: RangeWindow) {
  const { rows } = await database.query(
    `SELECT coalesce(sum(claps), 0)::int AS claps FROM article_daily_counts
     WHERE article_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [articleId, window.firstDay, window.lastDay],
  )
  return (rows as Array<{ claps: number }>)[0]?.claps ?? 0
}

async function articleExists(database: Queryable, articleId: string): Promise<boolean> {
  const { rows } = await database.query('SELECT 1 FROM articles WHERE id = $1::uuid', [articleId])
  return rows.length > 0
}

/**
 * One article's report for a range: totals, read rate, claps, the chart (with reads), its sources
 * and how far readers scrolled. Null when there is no such article (`articleId` must be a UUID).
 * For 'now', claps are those of the days the 30 minutes touch.
 */
export async function articleAnalytics(
  database: Queryable,
  articleId: string,
  range: AnalyticsRange,
  now: Date,
): Promise<ArticleAnalytics | null> {
  if (!(await articleExists(database, articleId))) return null
  const window = rangeWindow(range, now)
  const reports = reportsFor(database, window)
  const [totals, claps, series, sources, depth] = await Promise.all([
    reports.sums(articleId, 'total'),
    clapsOn(database, articleId, window),
    reports.series(articleId),
    reports.ranked(articleId, 'source'),
    reports.scrollDepth(articleId),
  ])
  const readersAt = new Map(depth.map(({ quarter, readers }) => [quarter, readers]))
  return {
    articleId,
    range,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...totals,
    readRate: readRate(totals),
    claps,
    series: fillSeries(window.buckets, series, { pageviews: 0, visitors: 0, reads: 0 }),
    sources,
    scrollDepth: SCROLL_QUARTERS.map((quarter) => ({
      quarter,
      readers: readersAt.get(quarter) ?? 0,
    })),
  }
}
