import type { ArticleSummary } from '@blockwise/shared'

import { ArticleLink } from './ArticleLink'
import { ClapButton } from './ClapButton'
import { articleImage, PLACEHOLDER_IMAGE } from './articleImage'
import { AuthorByline, type BylineAuthor } from './AuthorAvatar'
import { formatDate } from './formatDate'
import { SafeImage } from './SafeImage'
import { ShareMenu } from './ShareMenu'
import { TypeBadge } from './TypeBadge'
import styles from './ArticleCard.module.css'

type CardSize = 'large' | 'normal' | 'small'

interface ArticleCardProps {
  article: ArticleSummary
  author: BylineAuthor | undefined
  size?: CardSize
  /** Eagerly load the image of the first cards on a page. */
  priority?: boolean
}

/** docs/product.md#screens article cards: large (with excerpt), normal, and small (thumbnail, compact clap). */
export function ArticleCard({
  article,
  author,
  size = 'normal',
  priority = false,
}: ArticleCardProps) {
  const { src, srcSet, alt } = articleImage(
    article,
    size === 'small' ? 'thumbnail' : size === 'large' ? 'hero' : 'card',
  )
  const image = (
    <SafeImage
      src={src}
      srcSet={srcSet}
      sizes={
        size === 'large'
          ? '(min-width: 1024px) 60vw, 100vw'
          : size === 'small'
            ? '96px'
            : '(min-width: 768px) 33vw, 100vw'
      }
      alt={alt}
      width={size === 'small' ? 96 : 800}
      height={size === 'small' ? 72 : 450}
      loading={priority ? 'eager' : 'lazy'}
      className={styles.image}
      fallbackSrc={PLACEHOLDER_IMAGE}
    />
  )

  if (size === 'small') {
    return (
      <article className={styles.small}>
        <ArticleLink slug={article.slug} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          {image}
        </ArticleLink>
        <div className={styles.smallBody}>
          <h3 className={styles.smallTitle}>
            <ArticleLink slug={article.slug}>{article.title}</ArticleLink>
          </h3>
          <div className={styles.meta}>
            <span>{article.readTime} min read</span>
            <ClapButton slug={article.slug} compact />
          </div>
        </div>
      </article>
    )
  }

  return (
    <article className={`${styles.card} ${size === 'large' ? styles.large : ''}`}>
      <ArticleLink slug={article.slug} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image}
      </ArticleLink>
      <div className={styles.body}>
        <TypeBadge type={article.articleType} className={styles.badge} />
        <h3 className={styles.title}>
          <ArticleLink slug={article.slug} className={styles.titleLink}>
            {article.title}
          </ArticleLink>
        </h3>
        {size === 'large' && <p className={styles.excerpt}>{article.excerpt}</p>}
        <div className={styles.byline}>
          <AuthorByline author={author} size={28} linked />
        </div>
        <p className={styles.meta}>
          <span>{article.readTime} min read</span>
          {article.publishedAt && (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <ClapButton slug={article.slug} />
          <ShareMenu path={`/articles/${article.slug}`} title={article.title} />
        </div>
      </div>
    </article>
  )
}
