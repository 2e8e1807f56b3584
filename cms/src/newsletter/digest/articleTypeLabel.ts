import type { ArticleType } from '@blockwise/shared'

/** How the digest and its previews name an article's type. */
export const ARTICLE_TYPE_LABEL: Record<ArticleType, string> = {
  learn: 'Lesson',
  news: 'News',
  analysis: 'Analysis',
  opinion: 'Opinion',
}
