import { ANALYTICS_RANGES, type AnalyticsRange } from '@blockwise/shared/schemas/analytics'

/** The range the view opens on when its address names none (or one it does not know). */
export const DEFAULT_RANGE: AnalyticsRange = '7d'

/** The query parameter that keeps the chosen range in the view's address, so a reload keeps it. */
export const RANGE_PARAMETER = 'range'

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  now: 'Now',
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
}

/** How a sentence names each range: "No page views in the last 30 minutes". */
export const RANGE_PHRASES: Record<AnalyticsRange, string> = {
  now: 'in the last 30 minutes',
  today: 'today',
  '7d': 'in the last 7 days',
  '30d': 'in the last 30 days',
}

const isRange = (value: string): value is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly string[]).includes(value)

/** The range the view's address asks for (`?range=now`), else the default. */
export function rangeFromQuery(value: string | null | undefined): AnalyticsRange {
  return value && isRange(value) ? value : DEFAULT_RANGE
}

/** The view's query string with `range` set, keeping any other parameter it had. */
export function queryWithRange(current: string, range: AnalyticsRange): string {
  const parameters = new URLSearchParams(current)
  parameters.set(RANGE_PARAMETER, range)
  return `?${parameters.toString()}`
}

/** What the view says while a range has no page views: what will show up, and when. */
export function noPageViewsText(range: AnalyticsRange): string {
  const when =
    range === 'now'
      ? 'within a minute of a reader opening a page (this view refreshes every 30 seconds)'
      : 'as readers open the site’s pages'
  return `No page views ${RANGE_PHRASES[range]}. They show up here ${when}.`
}
