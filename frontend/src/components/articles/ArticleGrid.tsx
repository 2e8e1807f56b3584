import type { ArticleCardSummary } from '@blockwise/shared'

import { ArticleCard } from './ArticleCard'
import type { BylineAuthor } from './AuthorAvatar'
import styles from './ArticleGrid.module.css'
import { EAGER_CARDS } from './eagerCards'

interface ArticleGridProps {
  articles: ArticleCardSummary[]
  authors: Record<string, BylineAuthor>
  emptyText: string
  /**
   * How many of the first cards load their image at once (the rest when scrolled near). Where the
   * grid is not what a reader sees first, 0: eager images are preloaded and would compete with
   * the image that is.
   */
  eagerImages?: number
}

export function ArticleGrid({
  articles,
  authors,
  emptyText,
  eagerImages = EAGER_CARDS,
}: ArticleGridProps) {
  if (articles.length === 0) return <p className={styles.empty}>{emptyText}</p>
  return (
    <div className={styles.grid}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          author={authors[article.authorId]}
          priority={index < eagerImages}
        />
      ))}
    </div>
  )
}
