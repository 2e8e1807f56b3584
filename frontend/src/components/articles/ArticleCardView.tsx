import type { ArticleType } from '@blockwise/shared'

import { ArticleLink } from './ArticleLink'
import { ClapButton } from './ClapButton'
import { PLACEHOLDER_IMAGE } from './articleImage'
import { AuthorByline, type BylineAuthor } from './AuthorAvatar'
import { formatDate } from './formatDate'
import { SafeImage } from './SafeImage'
import { ShareMenu } from './ShareMenu'
import { TypeBadge } from './TypeBadge'
import styles from './ArticleCard.module.css'

export type CardSize = 'large' | 'normal' | 'small'

/** What a card shows of its article (ArticleCard.tsx makes it). */
export interface CardView {
  slug: string
  title: string
  articleType: ArticleType
  readTime: number
  publishedAt: string | null
  image: { src: string; srcSet?: string; alt: string }
  /** Large cards only. */
  excerpt?: string
}

interface ArticleCardViewProps {
  card: CardView
  author: BylineAuthor | undefined
  size?: CardSize
  priority?: boolean
}

/**
 * docs/product.md#screens article cards: large (with excerpt), normal, and small (thumbnail,
 * compact clap), from what the card shows (ArticleCard.tsx).
 */
export function ArticleCardView({
  card,
  author,
  size = 'normal',
  priority = false,
}: ArticleCardViewProps) {
  const { src, srcSet, alt } = card.image
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
        <ArticleLink slug={card.slug} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          {image}
        </ArticleLink>
        <div className={styles.smallBody}>
          <h3 className={styles.smallTitle}>
            <ArticleLink slug={card.slug}>{card.title}</ArticleLink>
          </h3>
          <div className={styles.meta}>
            <span>{card.readTime} min read</span>
            <ClapButton slug={card.slug} compact />
          </div>
        </div>
      </article>
    )
  }

  return (
    <article className={`${styles.card} ${size === 'large' ? styles.large : ''}`}>
      <ArticleLink slug={card.slug} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image}
      </ArticleLink>
      <div className={styles.body}>
        <TypeBadge type={card.articleType} className={styles.badge} />
        <h3 className={styles.title}>
          <ArticleLink slug={card.slug} className={styles.titleLink}>
            {card.title}
          </ArticleLink>
        </h3>
        {card.excerpt !== undefined && <p className={styles.excerpt}>{card.excerpt}</p>}
        <div className={styles.byline}>
          <AuthorByline author={author} size={28} linked />
        </div>
        <p className={styles.meta}>
          <span>{card.readTime} min read</span>
          {card.publishedAt && (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={card.publishedAt}>{formatDate(card.publishedAt)}</time>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <ClapButton slug={card.slug} />
          <ShareMenu path={`/articles/${card.slug}`} title={card.title} />
        </div>
      </div>
    </article>
  )
}
