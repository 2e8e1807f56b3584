/** What an editor can type or pick into a new article, as a form, a stored row or a version holds it. */
export interface ArticleInput {
  title?: unknown
  seoTitle?: unknown
  slug?: unknown
  excerpt?: unknown
  content?: unknown
  featuredImage?: unknown
  tags?: unknown
}

interface LexicalNodeLike {
  type?: unknown
  text?: unknown
  children?: unknown
}

/** Nodes a fresh editor holds: the root and empty paragraphs, with at most blank text in them. */
function isBlankNode(node: unknown): boolean {
  if (!node || typeof node !== 'object') return true
  const { type, text, children } = node as LexicalNodeLike
  if (type === 'text') return typeof text !== 'string' || !text.trim()
  if (type !== 'root' && type !== 'paragraph') return false
  return !Array.isArray(children) || children.every(isBlankNode)
}

/** Lexical content with nothing in it: absent, or only empty paragraphs. */
export function isBlankContent(content: unknown): boolean {
  if (!content || typeof content !== 'object') return true
  return isBlankNode((content as { root?: unknown }).root)
}

const isBlankText = (value: unknown) => typeof value !== 'string' || !value.trim()

const isEmptyChoice = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/**
 * Whether nothing was typed or picked into the article: no title, SEO title, slug, excerpt or body
 * text, no image and no tag. Any other node in the body (a heading, an image, a block) counts as
 * the editor's work. The author, type and checkboxes are not looked at: they start filled in.
 */
export function isUntouched(article: ArticleInput): boolean {
  return (
    [article.title, article.seoTitle, article.slug, article.excerpt].every(isBlankText) &&
    isBlankContent(article.content) &&
    isEmptyChoice(article.featuredImage) &&
    isEmptyChoice(article.tags)
  )
}
