import { LISTS_OF_EVERY_ARTICLE, surrogateKey, type ArticleType } from '@blockwise/shared'

type Reference = number | string | { id: number | string } | null | undefined

/** What the keys of an article are read from: a stored article at any depth. */
export interface KeyedArticle {
  id: number | string
  slug?: string | null
  articleType?: ArticleType | null
  featured?: boolean | null
  published?: boolean | null
  authorId?: Reference
  tags?: Reference[] | null
}

const idOf = (reference: Reference) =>
  reference && typeof reference === 'object' ? reference.id : reference

/**
 * The keys a /api answer showing `articles` carries (besides its own list's): each article, its
 * tags and its author, so that a change to any of them purges the answer.
 */
export function apiKeysOfArticles(articles: readonly KeyedArticle[]): string[] {
  const keys: string[] = [surrogateKey.allApi]
  for (const article of articles) {
    keys.push(surrogateKey.article(article.id))
    const author = idOf(article.authorId)
    if (author !== null && author !== undefined) keys.push(surrogateKey.author(author))
    for (const tag of article.tags ?? []) {
      const id = idOf(tag)
      if (id !== null && id !== undefined) keys.push(surrogateKey.tag(id))
    }
  }
  return [...new Set(keys)]
}

/**
 * What a change to an article must purge: every answer showing it (by id, and the site's page by
 * its slug, the previous slug too after a rename) and every list it was or is in (its section
 * before and after a change of type, the featured list if it was or is featured). Nothing for an
 * article no reader could see before or after the change.
 */
export function articleChangeKeys(doc: KeyedArticle, previousDoc?: KeyedArticle | null): string[] {
  const versions = [doc, previousDoc].filter((version): version is KeyedArticle =>
    Boolean(version?.published),
  )
  if (versions.length === 0) return []
  const keys: string[] = [surrogateKey.article(doc.id)]
  for (const version of versions) {
    if (version.slug) keys.push(surrogateKey.articlePage(version.slug))
    if (version.articleType) keys.push(surrogateKey.list(version.articleType))
    if (version.featured) keys.push(surrogateKey.list('featured'))
  }
  keys.push(...LISTS_OF_EVERY_ARTICLE.map((list) => surrogateKey.list(list)))
  return [...new Set(keys)]
}

interface ChangeArgs {
  doc: { id: number | string }
  /** afterChange's; afterDelete has none. */
  operation?: 'create' | 'update'
}

/**
 * A tag or an author shows on pages the site keys by route only: a rename purges every site page
 * and the /api answers that name it, and search answers (its articles are found by its name). A
 * new tag shows only in the list of tags (the site lists its page once it has articles); a new
 * author in the sitemap of pages and the lists of authors.
 */
export const tagChangeKeys = ({ doc, operation }: ChangeArgs): string[] =>
  operation === 'create'
    ? [surrogateKey.list('api-tags')]
    : [surrogateKey.tag(doc.id), surrogateKey.allPages, surrogateKey.list('api-search')]

/**
 * A glossary term shows in the glossary's answers and on the site's pages: the glossary pages and
 * every article page that may mention it.
 */
export const glossaryChangeKeys = (): string[] => [
  surrogateKey.list('api-glossary'),
  surrogateKey.allPages,
]

export const authorChangeKeys = ({ doc, operation }: ChangeArgs): string[] =>
  operation === 'create'
    ? [surrogateKey.list('sitemap'), surrogateKey.list('authors')]
    : [surrogateKey.author(doc.id), surrogateKey.allPages]

/** An image's new alt text or file shows wherever the articles using it do, and in its files. */
export const mediaChangeKeys = ({ operation }: Partial<ChangeArgs>): string[] =>
  operation === 'create' ? [] : [surrogateKey.allApi, surrogateKey.allPages, surrogateKey.allMedia]

/**
 * A path shows on its own page, on /learn and in the bar of each of its lessons (before and after
 * the change): rare enough to purge every page rather than track which articles it held.
 */
export const pathChangeKeys = (): string[] => [
  surrogateKey.list('api-paths'),
  surrogateKey.allPages,
]

export const siteSettingsChangeKeys = (): string[] => [surrogateKey.allPages]

/** A trust page shows on its own page only; the four share one key. */
export const trustPageChangeKeys = (): string[] => [surrogateKey.list('trust-pages')]

/** articleChangeKeys from the Articles collection's afterChange and afterDelete arguments. */
export const articleHookKeys = (args: { doc: KeyedArticle; previousDoc?: KeyedArticle | null }) =>
  articleChangeKeys(args.doc, args.previousDoc)
