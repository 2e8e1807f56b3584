import Link from 'next/link'

import type { ArticleSummary } from '@blockwise/shared'

const PLACEHOLDER_IMAGE = '/placeholder-article.svg'

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const image = article.featuredImageSizes?.card ?? article.featuredImage ?? PLACEHOLDER_IMAGE
  return (
    <article className="article-card">
      <Link href={`/articles/${article.slug}`} className="article-card__link">
        <img
          src={image}
          alt=""
          loading="lazy"
          className="article-card__image"
          width={800}
          height={450}
        />
        <span className="article-card__type">{article.articleType}</span>
        <h3 className="article-card__title">{article.title}</h3>
      </Link>
      <p className="article-card__meta">
        {article.readTime} min read
        {article.publishedAt ? ` · ${dateFormat.format(new Date(article.publishedAt))}` : ''}
      </p>
    </article>
  )
}
