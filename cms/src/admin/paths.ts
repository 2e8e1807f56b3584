/** Where the editorial views live inside the admin (relative to its route, `/admin` by default). */
export const EDITORIAL_VIEW_PATHS = {
  generateArticle: '/generate-article',
  incompleteArticles: '/incomplete-articles',
} as const
