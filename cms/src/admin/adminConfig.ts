import type { Config } from 'payload'

import { BLOCKWISE_MARK_URL } from './branding/blockwiseMark'
import { EDITORIAL_VIEWS } from './views'

type AdminConfig = NonNullable<Config['admin']>

/** The admin's title, favicon and link previews carry Blockwise's name and mark, not Payload's. */
export const adminMeta = {
  titleSuffix: ' — Blockwise',
  icons: [{ rel: 'icon', type: 'image/svg+xml', url: BLOCKWISE_MARK_URL }],
  openGraph: {
    siteName: 'Blockwise',
    title: 'Blockwise',
    description: 'The Blockwise newsroom: articles, generations and the weekly digest.',
  },
  // Payload's generated preview image carries its own brand.
  defaultOGImageType: 'off',
} satisfies AdminConfig['meta']

/** The zone Schedule Publish preselects: the newsroom's, as the editorial home shows schedules. */
export const SCHEDULE_DEFAULT_TIMEZONE = 'UTC'

/**
 * The zones Schedule Publish offers beside its date and time (Payload's list, UTC first), so the
 * drawer always says which zone the time is in: UTC unless the editor picks another. Without a
 * default Payload showed an empty zone and read the time in the browser's.
 */
export const adminTimezones = {
  defaultTimezone: SCHEDULE_DEFAULT_TIMEZONE,
  supportedTimezones: ({ defaultTimezones }) => [
    { label: '(UTC+00:00) UTC', value: SCHEDULE_DEFAULT_TIMEZONE },
    ...defaultTimezones.filter((zone) => zone.value !== SCHEDULE_DEFAULT_TIMEZONE),
  ],
} satisfies AdminConfig['timezones']

/**
 * The editorial screens of the admin (its home, views, their navigation and the query provider they
 * share) and Blockwise's marks in its chrome.
 */
export const adminComponents = {
  components: {
    graphics: {
      Icon: '/admin/branding/BlockwiseIcon#BlockwiseIcon',
      Logo: '/admin/branding/BlockwiseLogo#BlockwiseLogo',
    },
    providers: [
      '/admin/QueryProvider#QueryProvider',
      '/admin/session/KeepSessionAlive#KeepSessionAlive',
    ],
    afterNavLinks: ['/admin/nav/EditorialNavLinks#EditorialNavLinks'],
    views: {
      dashboard: { Component: '/admin/home/EditorialHomeView#EditorialHomeView' },
      generateArticle: {
        Component: '/admin/generateArticle/GenerateArticleView#GenerateArticleView',
        path: EDITORIAL_VIEWS.generateArticle.path,
        exact: true,
        meta: { title: EDITORIAL_VIEWS.generateArticle.title },
      },
      incompleteArticles: {
        Component: '/admin/incompleteArticles/IncompleteArticlesView#IncompleteArticlesView',
        path: EDITORIAL_VIEWS.incompleteArticles.path,
        exact: true,
        meta: { title: EDITORIAL_VIEWS.incompleteArticles.title },
      },
      newsletter: {
        Component: '/admin/newsletter/NewsletterView#NewsletterView',
        path: EDITORIAL_VIEWS.newsletter.path,
        exact: true,
        meta: { title: EDITORIAL_VIEWS.newsletter.title },
      },
      analytics: {
        Component: '/admin/analytics/AnalyticsView#AnalyticsView',
        path: EDITORIAL_VIEWS.analytics.path,
        exact: true,
        meta: { title: EDITORIAL_VIEWS.analytics.title },
      },
    },
  },
} satisfies Pick<AdminConfig, 'components'>
