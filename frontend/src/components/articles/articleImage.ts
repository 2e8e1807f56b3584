import type { ArticleCardSummary } from '@blockwise/shared'

export const PLACEHOLDER_IMAGE = '/images/placeholder-article.svg'

/**
 * src, srcSet and alt text of an article's featured image (the media's own words), or the
 * placeholder (docs/product.md#screens), which says nothing.
 */
export function articleImage(
  article: ArticleCardSummary,
  preferred: 'thumbnail' | 'card' | 'hero',
) {
  const sizes = article.featuredImageSizes
  const src = sizes?.[preferred] ?? article.featuredImage ?? PLACEHOLDER_IMAGE
  const srcSet = sizes
    ? [
        sizes.thumbnail && `${sizes.thumbnail} 400w`,
        sizes.card && `${sizes.card} 800w`,
        sizes.hero && `${sizes.hero} 1600w`,
      ]
        .filter(Boolean)
        .join(', ')
    : undefined
  const alt = article.featuredImage ? (article.featuredImageAlt ?? '') : ''
  return { src, srcSet: srcSet || undefined, alt }
}
