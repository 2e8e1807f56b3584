import type { Queryable } from '@/contract/counters'

import type { Counted } from './fillSeries'
import type { RangeWindow } from './rangeWindow'
import {
  TOP_ROWS,
  type AnalyticsReports,
  type RankedRow,
  type Sums,
  type TopArticleRow,
  topArticlesOf,
} from './reports'

/**
 * The reports of 'today', '7d' and '30d', from the rollups only: every statement reads a range of
 * the primary key of analytics_daily (scope, dimension, day…) or analytics_hourly (scope, hour),
 * never the raw events. The days are $1 and $2.
 */
export function rolledUpReports(database: Queryable, window: RangeWindow): AnalyticsReports {
  const days = [window.firstDay, window.lastDay]
  const rows = async <T>(text: string, values: unknown[]) =>
    (await database.query(text, values)).rows as T[]

  return {
    async sums(scope, dimension) {
      const [sums] = await rows<Sums>(
        `SELECT coalesce(sum(events), 0)::int AS pageviews,
           coalesce(sum(visitors), 0)::int AS visitors,
           coalesce(sum(reads), 0)::int AS reads
         FROM analytics_daily
         WHERE scope = $3 AND dimension = $4 AND day BETWEEN $1::date AND $2::date`,
        [...days, scope, dimension],
      )
      return sums ?? { pageviews: 0, visitors: 0, reads: 0 }
    },

    // Today by the hour; longer ranges by the day.
    series(scope) {
      if (window.range === 'today')
        return rows<Counted<Sums>>(
          `SELECT hour AS at, events AS pageviews, visitors, reads
           FROM analytics_hourly WHERE scope = $1 AND hour >= $2 AND hour <= $3`,
          [scope, window.from, window.to],
        )
      return rows<Counted<Sums>>(
        `SELECT day::timestamp AT TIME ZONE 'UTC' AS at, events AS pageviews, visitors, reads
         FROM analytics_daily
         WHERE scope = $3 AND dimension = 'total' AND day BETWEEN $1::date AND $2::date`,
        [...days, scope],
      )
    },

    // A campaign of '' is no campaign: not listed.
    ranked(scope, dimension) {
      return rows<RankedRow>(
        `SELECT value, sum(events)::int AS pageviews, sum(visitors)::int AS visitors
         FROM analytics_daily
         WHERE scope = $3 AND dimension = $4 AND day BETWEEN $1::date AND $2::date
           AND NOT (dimension = 'campaign' AND value = '')
         GROUP BY value ORDER BY pageviews DESC, value LIMIT $5`,
        [...days, scope, dimension, TOP_ROWS],
      )
    },

    scrollDepth(articleId) {
      return rows<{ quarter: number; readers: number }>(
        `SELECT value::int AS quarter, sum(events)::int AS readers
         FROM analytics_daily
         WHERE scope = $3 AND dimension = 'depth' AND day BETWEEN $1::date AND $2::date
         GROUP BY value`,
        [...days, articleId],
      )
    },

    topArticles() {
      return rows<TopArticleRow>(
        topArticlesOf(`
          SELECT value::uuid AS article_id, sum(events)::int AS pageviews,
            sum(visitors)::int AS visitors
          FROM analytics_daily
          WHERE scope = '' AND dimension = 'article' AND day BETWEEN $1::date AND $2::date
          GROUP BY value`),
        days,
      )
    },

    searchesWithoutResults() {
      return rows<{ query: string; searches: number }>(
        `SELECT value AS query, sum(events)::int AS searches
         FROM analytics_daily
         WHERE scope = '' AND dimension = 'search_miss' AND day BETWEEN $1::date AND $2::date
         GROUP BY value ORDER BY searches DESC, value LIMIT $3`,
        [...days, TOP_ROWS],
      )
    },

    topSearches() {
      return rows<{ query: string; searches: number; results: number }>(
        `SELECT top.query, top.searches, coalesce(found.results, 0)::int AS results
         FROM (
           SELECT value AS query, sum(events)::int AS searches
           FROM analytics_daily
           WHERE scope = '' AND dimension = 'search' AND day BETWEEN $1::date AND $2::date
           GROUP BY value ORDER BY searches DESC, value LIMIT $3
         ) AS top
         LEFT JOIN LATERAL (
           SELECT sum(events) AS results FROM analytics_daily
           WHERE scope = '' AND dimension = 'search_results'
             AND day BETWEEN $1::date AND $2::date AND value = top.query
         ) AS found ON true
         ORDER BY top.searches DESC, top.query`,
        [...days, TOP_ROWS],
      )
    },
  }
}
