import type { ArticleCardSummary } from '@blockwise/shared'

import type { CardSize, CardView } from './ArticleCardView'
import { articleImage } from './articleImage'
import { bylineAuthor, type BylineAuthor } from './AuthorAvatar'

export interface ArticleCardProps {
  article: ArticleCardSummary
  author: BylineAuthor | undefined
  size?: CardSize
  /** Eagerly load the image of the first cards on a page. */
  priority?: boolean
}

const IMAGE_OF_SIZE = { small: 'thumbnail', normal: 'card', large: 'hero' } as const

/** What a card of `size` shows of `article`, and no more: a card rendered in the browser gets this. */
function cardView(article: ArticleCardSummary, size: CardSize): CardView {
  const { src, srcSet, alt } = articleImage(article, IMAGE_OF_SIZE[size])
  return {
    slug: article.slug,
    title: article.title,
    articleType: article.articleType,
    readTime: article.readTime,
    publishedAt: article.publishedAt,
    image: srcSet ? { src, srcSet, alt } : { src, alt },
    ...(size === 'large' ? { excerpt: article.excerpt } : {}),
  }
}

/**
 * What ArticleCardView is given for `article`: the author is their byline alone (a caller may
 * hold the whole author), copied for each card: the payload writes an object given to several
 * cards once and refers to it from the others, and a page template moves each card on its own
 * (docs/decisions/0026).
 */
export const cardViewProps = ({
  article,
  author,
  size = 'normal',
  priority = false,
}: ArticleCardProps) => ({
  card: cardView(article, size),
  author: bylineAuthor(author),
  size,
  priority,
})
