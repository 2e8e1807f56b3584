import type { Config } from 'payload'

import { EDITORIAL_VIEWS } from './views'

type AdminConfig = NonNullable<Config['admin']>

/** The editorial screens of the admin: its views, their navigation and the query provider they share. */
export const adminComponents = {
  components: {
    providers: ['/admin/QueryProvider#QueryProvider'],
    afterNavLinks: ['/admin/nav/EditorialNavLinks#EditorialNavLinks'],
    views: {
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
    },
  },
} satisfies Pick<AdminConfig, 'components'>
