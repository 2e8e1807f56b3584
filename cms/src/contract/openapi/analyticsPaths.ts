import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  ANALYTICS_RANGES,
  BEACON_BODY_LIMIT,
  analyticsOverviewSchema,
  articleAnalyticsSchema,
  beaconEventSchema,
  newsletterAnalyticsSchema,
} from '@blockwise/shared/schemas/analytics'

import {
  PUBLIC,
  RATE_LIMITED,
  SERVER_FAILURES,
  editorCall,
  failure,
  idPath,
  jsonBody,
  privateAnswer,
} from './responses'

const tags = ['Analytics']

const ANALYTICS_READERS =
  'Editors, admins and integration keys with the `analytics` scope; not editorial or read keys.'

/**
 * How the numbers add up, said once for every report: visitors are counted per UTC day (the hash
 * that tells them apart changes daily), so over a range they are the sum of each day's.
 */
const HOW_COUNTED =
  'Page views, reads and visitors: a visitor is counted once a UTC day, so over several days ' +
  'visitors are the sum of each day’s distinct visitors. `now` is the last 30 minutes, counted ' +
  'from the raw events a minute at a time; `today` (by the hour), `7d` and `30d` (by the day, ' +
  'today included) come from the rollups, at most 5 minutes behind. In the lists, an empty value ' +
  'is none: a direct visit, an unknown device or country.'

/** The report calls refuse every key but an analytics one, editorial keys included. */
const NOT_AN_ANALYTICS_READER = {
  '403': failure(
    'Credentials without the editor or admin role, or an integration key without the analytics scope',
  ),
}

const rangeQuery = z.object({
  range: z
    .enum(ANALYTICS_RANGES)
    .optional()
    .meta({ description: 'The time covered; 7d when absent', example: '7d' }),
})

const BAD_RANGE = {
  '400': failure(
    `range is none of ${ANALYTICS_RANGES.join(', ')}: "Invalid query parameter range: must be one of ${ANALYTICS_RANGES.join(', ')}"`,
  ),
}

/** First-party analytics: the site's beacon, and the reports of the admin's analytics screens. */
export const analyticsPaths: ZodOpenApiPathsObject = {
  '/api/analytics/events': {
    post: {
      operationId: 'recordAnalyticsEvent',
      tags,
      summary: 'Report a page view, a read, a scroll depth or a search',
      description:
        'The site’s beacon (docs/analytics.md): no cookie, and nothing that identifies the reader ' +
        'is stored. Visitors are told apart within a UTC day only, by a hash that changes daily; ' +
        'with `Sec-GPC: 1` or `DNT: 1` the event is counted without it and without a country. Of ' +
        '`query` only the utm_* parameters are kept, of `referrer` only its host. Bots are ' +
        `answered 202 and not counted. Bodies of more than ${BEACON_BODY_LIMIT} bytes are refused.`,
      security: PUBLIC,
      requestBody: jsonBody(beaconEventSchema),
      responses: {
        '202': { description: 'Accepted, no body (also when nothing is counted: a bot)' },
        '400': failure('The body is not JSON, or not one of the events it may be'),
        '403': failure('Sent from another site'),
        '413': failure(`The body is larger than ${BEACON_BODY_LIMIT} bytes`),
        ...RATE_LIMITED,
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/analytics/overview': {
    get: editorCall({
      operationId: 'getAnalyticsOverview',
      tags,
      summary: 'The site’s analytics report',
      description:
        'Totals, read rate (reads ÷ article page views), a chart, and the top 10 articles, pages, ' +
        'sources, campaigns, devices, countries, searches without results and searches (with ' +
        `their average number of results). ${HOW_COUNTED} ${ANALYTICS_READERS}`,
      requestParams: { query: rangeQuery },
      responses: {
        '200': privateAnswer('The report', analyticsOverviewSchema),
        ...BAD_RANGE,
        ...NOT_AN_ANALYTICS_READER,
      },
    }),
  },
  '/api/analytics/articles/{id}': {
    get: editorCall({
      operationId: 'getArticleAnalytics',
      tags,
      summary: 'One article’s analytics report',
      description:
        'Its totals, read rate, claps (those of the UTC days the range touches), a chart with ' +
        `reads, its top 10 sources and how many readers scrolled each quarter of it. ${HOW_COUNTED} ` +
        ANALYTICS_READERS,
      requestParams: { path: idPath, query: rangeQuery },
      responses: {
        '200': privateAnswer('The report', articleAnalyticsSchema),
        ...BAD_RANGE,
        '404': failure('No article has this id'),
        ...NOT_AN_ANALYTICS_READER,
      },
    }),
  },
  '/api/analytics/newsletter': {
    get: editorCall({
      operationId: 'getNewsletterAnalytics',
      tags,
      summary: 'What the latest newsletter issues did',
      description:
        'The latest 20 issues sent or being sent, newest first: mails delivered and bounced ' +
        '(refused by the receiving server), clicks per link, opens (null unless the issue was sent ' +
        'with the open pixel on) and unsubscribes from the issue’s link. ' +
        ANALYTICS_READERS,
      responses: {
        '200': privateAnswer('The issues', newsletterAnalyticsSchema),
        ...NOT_AN_ANALYTICS_READER,
      },
    }),
  },
}
