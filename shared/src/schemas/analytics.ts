import '../zodInBrowsers'
import { z } from 'zod'

/**
 * What a reader's browser reports (`POST /api/analytics/events`, docs/analytics.md): a page seen, an
 * article read to its end, how far down it was scrolled, a search and how many results it found.
 * The browser sends no identity: the visitor's daily hash, device class and country are derived
 * by the CMS from the request, and only the referrer's host and the page's utm_* parameters are
 * kept of the addresses it sends.
 */
export const BEACON_KINDS = ['pageview', 'read', 'scroll', 'search'] as const
export type BeaconKind = (typeof BEACON_KINDS)[number]

/** Every kind of stored event: the beacon's, and the newsletter's (counted by the CMS itself). */
export const EVENT_KINDS = [
  ...BEACON_KINDS,
  'newsletter_click',
  'newsletter_open',
  'newsletter_unsubscribe',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** A beacon's body is tiny; anything larger is refused (413) before it is parsed. */
export const BEACON_BODY_LIMIT = 2048
export const BEACON_PATH_MAX_LENGTH = 512
export const BEACON_URL_MAX_LENGTH = 1024
export const SEARCH_QUERY_MAX_LENGTH = 200

/** Scroll depth in quarters of the article's body: 1 = a quarter, 4 = all of it. */
export const SCROLL_QUARTERS = [1, 2, 3, 4] as const

const sitePath = z
  .string()
  .max(BEACON_PATH_MAX_LENGTH)
  .regex(/^\/[^\s?#]*$/, 'path must be a site path without a query or fragment')

/** `location.search` of the page (only its utm_* parameters are kept) and `document.referrer`. */
const pageContext = {
  path: sitePath,
  query: z.string().max(BEACON_URL_MAX_LENGTH).optional(),
  referrer: z.string().max(BEACON_URL_MAX_LENGTH).optional(),
}

export const beaconEventSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('pageview'), ...pageContext }),
    z.strictObject({ kind: z.literal('read'), path: sitePath }),
    z.strictObject({
      kind: z.literal('scroll'),
      path: sitePath,
      depth: z.literal(SCROLL_QUARTERS),
    }),
    z.strictObject({
      kind: z.literal('search'),
      path: sitePath,
      query: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
      results: z.number().int().min(0).max(1_000_000),
    }),
  ])
  .meta({ id: 'AnalyticsBeaconEvent' })

export type BeaconEvent = z.infer<typeof beaconEventSchema>

export const ANALYTICS_RANGES = ['now', 'today', '7d', '30d'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** One bucket of a chart: an hour (now, today) or a day (7d, 30d), as an ISO date-time. */
const seriesPoint = z.object({
  at: z.string(),
  pageviews: z.number().int(),
  visitors: z.number().int(),
})

/** A row of a "top" list: what (a host, a campaign, a device class…) and how many. */
const rankedRow = z.object({
  value: z.string(),
  pageviews: z.number().int(),
  visitors: z.number().int(),
})

const totals = {
  pageviews: z.number().int(),
  visitors: z.number().int(),
  reads: z.number().int(),
  /** reads ÷ article pageviews, 0–1; null when no article was viewed. */
  readRate: z.number().nullable(),
}

export const analyticsOverviewSchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES),
    from: z.string(),
    to: z.string(),
    ...totals,
    series: z.array(seriesPoint),
    topArticles: z.array(
      rankedRow.extend({ articleId: z.string(), title: z.string(), slug: z.string() }),
    ),
    topPages: z.array(rankedRow),
    sources: z.array(rankedRow),
    campaigns: z.array(rankedRow),
    devices: z.array(rankedRow),
    countries: z.array(rankedRow),
    searchesWithoutResults: z.array(z.object({ query: z.string(), searches: z.number().int() })),
    topSearches: z.array(
      z.object({ query: z.string(), searches: z.number().int(), results: z.number().int() }),
    ),
  })
  .meta({ id: 'AnalyticsOverview' })
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>

export const articleAnalyticsSchema = z
  .object({
    articleId: z.string(),
    range: z.enum(ANALYTICS_RANGES),
    from: z.string(),
    to: z.string(),
    ...totals,
    claps: z.number().int(),
    series: z.array(seriesPoint.extend({ reads: z.number().int() })),
    sources: z.array(rankedRow),
    /** Readers who scrolled at least that far, per quarter (1–4). */
    scrollDepth: z.array(z.object({ quarter: z.number().int(), readers: z.number().int() })),
  })
  .meta({ id: 'ArticleAnalytics' })
export type ArticleAnalytics = z.infer<typeof articleAnalyticsSchema>

export const newsletterAnalyticsSchema = z
  .object({
    issues: z.array(
      z.object({
        issueId: z.string(),
        subject: z.string(),
        sentAt: z.string().nullable(),
        deliveries: z.number().int(),
        /** Mails the receiving server refused when they were handed over. */
        bounces: z.number().int(),
        clicks: z.number().int(),
        unsubscribes: z.number().int(),
        /** Null unless the open pixel was on when the issue was sent. */
        opens: z.number().int().nullable(),
        links: z.array(z.object({ url: z.string(), clicks: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'NewsletterAnalytics' })
export type NewsletterAnalytics = z.infer<typeof newsletterAnalyticsSchema>
