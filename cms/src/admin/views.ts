/** The editorial views: where they live inside the admin (`/admin` by default) and their name. */
export const EDITORIAL_VIEWS = {
  generateArticle: { path: '/generate-article', title: 'Generate article' },
  incompleteArticles: { path: '/incomplete-articles', title: 'Incomplete articles' },
  newsletter: { path: '/newsletter', title: 'Newsletter' },
  analytics: { path: '/analytics', title: 'Analytics' },
} as const

export type EditorialView = (typeof EDITORIAL_VIEWS)[keyof typeof EDITORIAL_VIEWS]

/** An article's edit view inside the admin. */
export const articleEditPath = (articleId: string) => `/collections/articles/${articleId}` as const
