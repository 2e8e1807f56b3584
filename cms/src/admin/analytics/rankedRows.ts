import type { AnalyticsOverview } from '@blockwise/shared/schemas/analytics'

import { formatCount } from './formatNumbers'
import type { RankedRow } from './RankedPanel'

type Counted = AnalyticsOverview['sources'][number]

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** "1,204 views · 873 visitors" (visitors are summed per day over the range). */
export const viewsAndVisitors = ({
  pageviews,
  visitors,
}: Pick<Counted, 'pageviews' | 'visitors'>) =>
  `${plural(pageviews, 'view', 'views')} · ${plural(visitors, 'visitor', 'visitors')}`

export const searchCount = (searches: number) => plural(searches, 'search', 'searches')

/** A top search: how often, and how many results it found on average (the API rounds them). */
export const searchesAndResults = (searches: number, averageResults: number) =>
  `${searchCount(searches)} · ${plural(averageResults, 'result', 'results')} on average`

/** Rows of a top list, each labelled by `label` (a host's "Direct", a country's name…). */
export const rankedRows = (
  rows: readonly Counted[],
  label: (value: string) => string = (value) => value,
) =>
  rows.map((row): RankedRow => ({
    key: row.value,
    label: label(row.value),
    numbers: viewsAndVisitors(row),
  }))
