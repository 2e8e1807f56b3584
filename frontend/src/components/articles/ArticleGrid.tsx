import type { ArticleSummary, Author } from '@blockwise/shared'

import { ArticleCard } from './ArticleCard'
import styles from './ArticleGrid.module.css'

interface ArticleGridProps {
  articles: ArticleSummary[]
  authors: Record<string, Author>
  emptyText: string
}

export function ArticleGrid({ articles, authors, emptyText }: ArticleGridProps) {
  if (articles.length === 0) return <p className={styles.empty}>{emptyText}</p>
  return (
    <div className={styles.grid}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          author={authors[article.authorId]}
          priority={index < 3}
        />
      ))}
    </div>
  )
}
