import type { ArticleCardSummary, Author } from '@blockwise/shared'

import { articleImage } from './articleImage'
import { bylineAuthor, type BylineAuthor } from './AuthorAvatar'

/** What one carousel slide shows: the client carousel gets this, not whole articles and authors. */
export interface CarouselSlide {
  id: string
  slug: string
  title: string
  excerpt: string
  articleType: ArticleCardSummary['articleType']
  readTime: number
  image: ReturnType<typeof articleImage>
  author: BylineAuthor | undefined
}

export function carouselSlides(
  articles: ArticleCardSummary[],
  authors: Record<string, Author>,
): CarouselSlide[] {
  return articles.map((article) => ({
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    articleType: article.articleType,
    readTime: article.readTime,
    image: articleImage(article, 'hero'),
    author: bylineAuthor(authors[article.authorId]),
  }))
}
