import type { AnalyticsOverview, AnalyticsRange } from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'
import { awaitAll } from '@/lib/awaitAll'

import { fillSeries } from './fillSeries'
import { rangeWindow } from './rangeWindow'
import { readRate } from './reports'
import { reportsFor } from './reportsFor'

/**
 * The site's report for a range: totals, the chart, and the top articles, pages, sources,
 * campaigns, devices, countries and searches (docs/analytics.md). Visitors over more than a day
 * are the sum of each day's. A top search's `results` is its average result count.
 */
export async function overview(
  database: Queryable,
  range: AnalyticsRange,
  now: Date,
): Promise<AnalyticsOverview> {
  const window = rangeWindow(range, now)
  const reports = reportsFor(database, window)
  const { totals, articlePages, series, topSearches, ...lists } = await awaitAll({
    totals: reports.sums('', 'total'),
    articlePages: reports.sums('', 'article'),
    series: reports.series(''),
    topArticles: reports.topArticles(),
    topPages: reports.ranked('', 'page'),
    sources: reports.ranked('', 'source'),
    campaigns: reports.ranked('', 'campaign'),
    devices: reports.ranked('', 'device'),
    countries: reports.ranked('', 'country'),
    searchesWithoutResults: reports.searchesWithoutResults(),
    topSearches: reports.topSearches(),
  })
  return {
    range,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...totals,
    readRate: readRate(articlePages),
    series: fillSeries(
      window.buckets,
      series.map(({ at, pageviews, visitors }) => ({ at, pageviews, visitors })),
      { pageviews: 0, visitors: 0 },
    ),
    ...lists,
    topSearches: topSearches.map(({ query, searches, results }) => ({
      query,
      searches,
      results: searches > 0 ? Math.round(results / searches) : 0,
    })),
  }
}
