import type { Article, Author } from '@blockwise/shared'

/** schema.org NewsArticle (news) or Article, with the author as a Person and us as publisher. */
export function articleJsonLd(
  article: Article,
  author: Author | undefined,
  origin: string,
  siteName: string,
) {
  const url = `${origin}/articles/${article.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': article.articleType === 'news' ? 'NewsArticle' : 'Article',
    headline: article.seoTitle ?? article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: url,
    image: [`${origin}/api/articles/${article.slug}/og-image`],
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    articleSection: article.articleType,
    keywords: article.tags.join(', '),
    author: author ? { '@type': 'Person', name: author.name } : undefined,
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.png` },
    },
  }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in the data. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
