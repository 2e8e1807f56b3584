'use client'

import type { AnalyticsRange } from '@blockwise/shared/schemas/analytics'
import { Banner } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import editorial from '../editorial.module.css'

import styles from './analytics.module.css'
import {
  RANGE_PARAMETER,
  RANGE_PHRASES,
  noPageViewsText,
  queryWithRange,
  rangeFromQuery,
} from './analyticsRange'
import { HeadlineNumbers } from './HeadlineNumbers'
import { NewsletterStats } from './NewsletterStats'
import { OverviewLists } from './OverviewLists'
import { RangeTabs } from './RangeTabs'
import { TrafficChart } from './TrafficChart'
import { useOverview } from './useAnalytics'

/** The range in the view's address (`?range=now`), so a reload or a shared link keeps it. */
function useRangeInAddress() {
  const searchParams = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const range = rangeFromQuery(searchParams.get(RANGE_PARAMETER))
  const choose = (next: AnalyticsRange) =>
    router.replace(`${pathname}${queryWithRange(searchParams.toString(), next)}`, { scroll: false })
  return [range, choose] as const
}

/**
 * The editors' analytics: what readers read, where they come from, what they search for, and what
 * the newsletter does. Counted on the site without cookies or stored addresses.
 */
export function AnalyticsDashboard() {
  const [range, setRange] = useRangeInAddress()
  const overview = useOverview(range)
  const data = overview.data
  return (
    <div className={editorial.page}>
      <div className={editorial.header}>
        <div>
          <h1>Analytics</h1>
          <p className={editorial.muted}>
            Counted on the site without cookies: a visitor is recognised for one day only, so over
            several days a returning reader counts once a day. A read is an article read to its end.
          </p>
        </div>
        <RangeTabs range={range} onChange={setRange} />
      </div>
      {overview.isPending && <p role="status">Loading the numbers...</p>}
      {overview.isError && (
        <Banner type="error">Could not load the numbers: {overview.error.message}</Banner>
      )}
      {data && (
        <>
          <HeadlineNumbers totals={data} />
          <section aria-labelledby="analytics-traffic">
            <h2 id="analytics-traffic" className={styles.sectionHeading}>
              Page views and visitors
            </h2>
            {data.pageviews ? (
              <TrafficChart
                series={data.series}
                range={data.range}
                caption={`Page views and visitors ${RANGE_PHRASES[data.range]}`}
                height={260}
              />
            ) : (
              <p className={editorial.muted}>{noPageViewsText(data.range)}</p>
            )}
          </section>
          <OverviewLists overview={data} />
        </>
      )}
      <NewsletterStats />
    </div>
  )
}
