/** How many of a list page's first cards load their image at once (ArticleGrid). */
export const EAGER_CARDS = 3
