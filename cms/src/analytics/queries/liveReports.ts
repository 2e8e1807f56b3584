import type { Queryable } from '@/contract/counters'

import type { Counted } from './fillSeries'
import type { RangeWindow } from './rangeWindow'
import {
  TOP_ROWS,
  type AnalyticsReports,
  type RankedDimension,
  type RankedRow,
  type Sums,
  type TopArticleRow,
  topArticlesOf,
} from './reports'

/**
 * What each ranked dimension is in a raw event ('' for none), and which events it leaves out: a
 * page view without a campaign is no campaign's.
 */
const EVENT_VALUES: Record<RankedDimension, { value: string; only?: string }> = {
  page: { value: 'path' },
  source: { value: `coalesce(referrer_host, '')` },
  campaign: { value: 'utm_campaign', only: `coalesce(utm_campaign, '') <> ''` },
  device: { value: `coalesce(device, '')` },
  country: { value: `coalesce(country::text, '')` },
}

/** Which events a scope is: an article's (its id as $3), the site's article pages, or all. */
function inScope(scope: string, dimension: 'total' | 'article' = 'total') {
  if (scope !== '') return { condition: 'article_id = $3::uuid', values: [scope] }
  return { condition: dimension === 'article' ? 'article_id IS NOT NULL' : 'true', values: [] }
}

/**
 * The reports of 'now' (the last 30 minutes), from the raw events: every statement reads the range
 * $1..$2 of occurred_at through its index (with an article's id, the (article_id, occurred_at)
 * one), a few thousand rows at most, so the rollups' 5 minutes of lag do not show.
 */
export function liveReports(database: Queryable, window: RangeWindow): AnalyticsReports {
  const recent = 'occurred_at >= $1 AND occurred_at <= $2'
  const span = [window.from, window.to]
  const rows = async <T>(text: string, values: unknown[]) =>
    (await database.query(text, values)).rows as T[]
  const counts = `count(*) FILTER (WHERE kind = 'pageview')::int AS pageviews,
    count(DISTINCT visitor) FILTER (WHERE kind = 'pageview')::int AS visitors,
    count(*) FILTER (WHERE kind = 'read')::int AS reads`

  return {
    async sums(scope, dimension) {
      const { condition, values } = inScope(scope, dimension)
      const [sums] = await rows<Sums>(
        `SELECT ${counts} FROM analytics_events
         WHERE ${recent} AND kind IN ('pageview', 'read') AND ${condition}`,
        [...span, ...values],
      )
      return sums ?? { pageviews: 0, visitors: 0, reads: 0 }
    },

    series(scope) {
      const { condition, values } = inScope(scope)
      return rows<Counted<Sums>>(
        `SELECT date_trunc('minute', occurred_at) AS at, ${counts} FROM analytics_events
         WHERE ${recent} AND kind IN ('pageview', 'read') AND ${condition}
         GROUP BY 1`,
        [...span, ...values],
      )
    },

    ranked(scope, dimension) {
      const { condition, values } = inScope(scope)
      const { value, only = 'true' } = EVENT_VALUES[dimension]
      return rows<RankedRow>(
        `SELECT ${value} AS value, count(*)::int AS pageviews, count(DISTINCT visitor)::int AS visitors
         FROM analytics_events
         WHERE ${recent} AND kind = 'pageview' AND ${condition} AND ${only}
         GROUP BY 1 ORDER BY pageviews DESC, value LIMIT ${TOP_ROWS}`,
        [...span, ...values],
      )
    },

    scrollDepth(articleId) {
      return rows<{ quarter: number; readers: number }>(
        `SELECT quarter, count(*)::int AS readers
         FROM analytics_events CROSS JOIN generate_series(1, 4) AS quarter
         WHERE ${recent} AND article_id = $3::uuid AND kind = 'scroll' AND depth >= quarter
         GROUP BY quarter`,
        [...span, articleId],
      )
    },

    topArticles() {
      return rows<TopArticleRow>(
        topArticlesOf(`
          SELECT article_id, count(*)::int AS pageviews, count(DISTINCT visitor)::int AS visitors
          FROM analytics_events
          WHERE ${recent} AND kind = 'pageview' AND article_id IS NOT NULL
          GROUP BY article_id`),
        span,
      )
    },

    searchesWithoutResults() {
      return rows<{ query: string; searches: number }>(
        `SELECT search_query AS query, count(*)::int AS searches FROM analytics_events
         WHERE ${recent} AND kind = 'search' AND search_query IS NOT NULL AND search_results = 0
         GROUP BY 1 ORDER BY searches DESC, query LIMIT ${TOP_ROWS}`,
        span,
      )
    },

    topSearches() {
      return rows<{ query: string; searches: number; results: number }>(
        `SELECT search_query AS query, count(*)::int AS searches,
           coalesce(sum(search_results), 0)::int AS results
         FROM analytics_events
         WHERE ${recent} AND kind = 'search' AND search_query IS NOT NULL
         GROUP BY 1 ORDER BY searches DESC, query LIMIT ${TOP_ROWS}`,
        span,
      )
    },
  }
}
