import type { Article, IncompleteArticle } from '@/payload-types'

type PartFlags = Pick<IncompleteArticle, 'claudeArticleSaved' | 'googleImageSaved'>

/**
 * Which parts the article itself has, whatever the monitor record's flags claim: an editor-created
 * record (or one whose article an editor changed) can say "saved" for a part the article lacks.
 */
export function partsOf(
  article: Pick<Article, 'content' | 'excerpt' | 'featuredImage'>,
): PartFlags {
  return {
    claudeArticleSaved: Boolean(article.content && article.excerpt?.trim()),
    googleImageSaved: Boolean(article.featuredImage),
  }
}

/** The monitor's words for the parts missing from an article the record called complete. */
export function missingPartsMessage(parts: PartFlags): string {
  const missing = [
    ...(parts.claudeArticleSaved ? [] : ['text']),
    ...(parts.googleImageSaved ? [] : ['featured image']),
  ]
  return `Not published: the article has no ${missing.join(' and no ')}. Retry to generate what is missing.`
}
