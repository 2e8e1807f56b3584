import type { Metadata } from 'next'

import type { Article, Author } from '@blockwise/shared'

/**
 * The head of an article's page (docs/product.md#article-seo): the editor's description, social
 * title, canonical address and noindex where set, else what the article itself says. The social
 * image is always the og-image, which crops the editor's social image (else the featured image) to
 * 1200×630.
 *
 * Every value here is one of the article's own or its page's path: the templates that fill
 * readers' pages (articlePageLeaves.ts) put each article's values in the head's holes.
 */
export function articleMetadata(
  article: Article,
  author: Author | undefined,
  preview: boolean,
): Metadata {
  const path = `/articles/${article.slug}`
  const image = `/api/articles/${article.slug}/og-image`
  const title = article.seoTitle ?? article.title
  const socialTitle = article.seo.socialTitle ?? title
  const description = article.seo.description ?? article.excerpt
  return {
    title,
    description,
    alternates: { canonical: article.seo.canonicalUrl ?? path },
    authors: author ? [{ name: author.name }] : undefined,
    keywords: article.tags,
    openGraph: {
      type: 'article',
      title: socialTitle,
      description,
      url: path,
      images: [{ url: image, width: 1200, height: 630, alt: article.title }],
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      authors: author ? [author.name] : undefined,
      section: article.articleType,
      tags: article.tags,
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images: [image] },
    ...articleRobots(article, preview),
  }
}

/** A preview is nobody's to index or follow; an article its editor hid is not indexed. */
function articleRobots(article: Article, preview: boolean): Pick<Metadata, 'robots'> {
  if (preview) return { robots: { index: false, follow: false } }
  if (article.seo.noindex) return { robots: { index: false } }
  return {}
}
