import type { Config } from 'payload'

import { EDITORIAL_VIEW_PATHS } from './paths'

type AdminConfig = NonNullable<Config['admin']>

/** The editorial screens of the admin: its views, their navigation and the query provider they share. */
export const adminComponents = {
  components: {
    providers: ['/admin/QueryProvider#QueryProvider'],
    afterNavLinks: ['/admin/nav/EditorialNavLinks#EditorialNavLinks'],
    views: {
      generateArticle: {
        Component: '/admin/generateArticle/GenerateArticleView#GenerateArticleView',
        path: EDITORIAL_VIEW_PATHS.generateArticle,
        exact: true,
        meta: { title: 'Generate article' },
      },
      incompleteArticles: {
        Component: '/admin/incompleteArticles/IncompleteArticlesView#IncompleteArticlesView',
        path: EDITORIAL_VIEW_PATHS.incompleteArticles,
        exact: true,
        meta: { title: 'Incomplete articles' },
      },
    },
  },
  // The Articles collection shows this as a ui field; listed here too so the import map has it.
  dependencies: {
    seoTitleReview: { type: 'component', path: '/admin/seoTitle/SeoTitleReview#SeoTitleReview' },
  },
} satisfies Pick<AdminConfig, 'components' | 'dependencies'>
