import { escapeHtml } from '@blockwise/shared'

import type { ReferencedArticle } from './articleReferences'

/**
 * A related article inserted into a body: a card linking to its page with its title and
 * excerpt. Nothing for an article readers cannot open (unpublished, or gone).
 */
export function articleCardHtml(article: ReferencedArticle | undefined): string {
  if (!article?.slug || article.published === false) return ''
  return (
    `<div class="article-card"><a href="/articles/${encodeURIComponent(article.slug)}">` +
    `<span class="article-card-title">${escapeHtml(article.title)}</span>` +
    (article.excerpt
      ? `<span class="article-card-excerpt">${escapeHtml(article.excerpt)}</span>`
      : '') +
    '</a></div>'
  )
}
