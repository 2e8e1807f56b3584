import { ARTICLE_NOTE_LABELS, type Article, type ArticleNote, type Author } from '@blockwise/shared'

/** An article's correction and update notes as schema.org's CorrectionComment, oldest first. */
const correctionComments = (notes: readonly ArticleNote[]) =>
  notes.map((note) => ({
    '@type': 'CorrectionComment',
    name: ARTICLE_NOTE_LABELS[note.kind],
    text: note.text,
    datePublished: note.date,
  }))

/**
 * schema.org NewsArticle (news) or Article, with the author as a Person and us as publisher. It
 * was modified when readers last saw it change (a note, or a change not marked a minor fix), not
 * at every save; its notes are its `correction`s.
 */
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
    dateModified: article.lastSubstantiveUpdate ?? article.publishedAt ?? article.createdAt,
    articleSection: article.articleType,
    keywords: article.tags.join(', '),
    correction:
      article.corrections.length > 0 ? correctionComments(article.corrections) : undefined,
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
