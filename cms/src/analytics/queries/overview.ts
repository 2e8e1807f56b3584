import type { AnalyticsOverview, AnalyticsRange } from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'

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
  const [
    totals,
    articlePages,
    series,
    topArticles,
    topPages,
    sources,
    campaigns,
    devices,
    countries,
    searchesWithoutResults,
    topSearches,
  ] = await Promise.all([
    reports.sums('', 'total'),
    reports.sums('', 'article'),
    reports.series(''),
    reports.topArticles(),
    reports.ranked('', 'page'),
    reports.ranked('', 'source'),
    reports.ranked('', 'campaign'),
    reports.ranked('', 'device'),
    reports.ranked('', 'country'),
    reports.searchesWithoutResults(),
    reports.topSearches(),
  ])
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
    topArticles,
    topPages,
    sources,
    campaigns,
    devices,
    countries,
    searchesWithoutResults,
    topSearches: topSearches.map(({ query, searches, results }) => ({
      query,
      searches,
      results: searches > 0 ? Math.round(results / searches) : 0,
    })),
  }
}
