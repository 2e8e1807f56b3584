import {
  analyticsOverviewSchema,
  articleAnalyticsSchema,
  newsletterAnalyticsSchema,
  type AnalyticsRange,
} from '@blockwise/shared/schemas/analytics'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '../api'

const OVERVIEW_PATH = '/api/analytics/overview'
const NEWSLETTER_PATH = '/api/analytics/newsletter'
const articlePath = (articleId: string) =>
  `/api/analytics/articles/${encodeURIComponent(articleId)}`

/** "Now" follows the last 30 minutes as readers arrive; longer ranges are read again on focus. */
const LIVE_REFRESH_MS = 30_000

interface Refresh {
  refetchInterval: number | false
  refetchOnWindowFocus: true
}

const refreshFor = (range: AnalyticsRange): Refresh => ({
  refetchInterval: range === 'now' ? LIVE_REFRESH_MS : false,
  refetchOnWindowFocus: true,
})

export function useOverview(range: AnalyticsRange) {
  return useQuery({
    queryKey: [OVERVIEW_PATH, range],
    queryFn: () => callApi(`${OVERVIEW_PATH}?range=${range}`, analyticsOverviewSchema),
    // The previous range's numbers stay on screen while the new range loads.
    placeholderData: keepPreviousData,
    ...refreshFor(range),
  })
}

export function useArticleAnalytics(articleId: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: [articlePath(articleId), range],
    queryFn: () => callApi(`${articlePath(articleId)}?range=${range}`, articleAnalyticsSchema),
    ...refreshFor(range),
  })
}

export function useNewsletterAnalytics() {
  return useQuery({
    queryKey: [NEWSLETTER_PATH],
    queryFn: () => callApi(NEWSLETTER_PATH, newsletterAnalyticsSchema),
    refetchOnWindowFocus: true,
  })
}
