import type { Media } from '@/payload-types'

import { linkedArticleId, relatedId } from './articleLinks'

/** An article another article links to or shows as a card (only once it is published). */
export interface ReferencedArticle {
  slug: string
  title: string
  excerpt: string
  published?: boolean | null
}

/** What rendering needs of a referenced article or image: for `select` and `populate`. */
export const REFERENCED_FIELDS = {
  articles: { slug: true, title: true, excerpt: true, published: true },
  media: {
    // Payload derives `url` from it.
    filename: true,
    alt: true,
    credit: true,
    url: true,
    width: true,
    height: true,
    mimeType: true,
    sizes: true,
  },
} as const

/** What a body image is rendered with. */
export type BodyMedia = Pick<
  Media,
  'alt' | 'credit' | 'url' | 'width' | 'height' | 'mimeType' | 'sizes'
>

/** The documents an article body points at, by id: what its HTML is rendered with. */
export interface ArticleReferences {
  articles: ReadonlyMap<string, ReferencedArticle>
  media: ReadonlyMap<string, BodyMedia>
}

export const NO_REFERENCES: ArticleReferences = { articles: new Map(), media: new Map() }

interface NodeLike {
  type?: unknown
  relationTo?: unknown
  value?: unknown
  fields?: { linkType?: unknown; doc?: unknown } | null
  children?: unknown
}

/** What a node points at: an article (internal link, relationship) or a media image (upload). */
function referenceOf(node: NodeLike): { collection: 'articles' | 'media'; value: unknown } | null {
  if (node.type === 'link' && linkedArticleId(node.fields)) {
    const doc = node.fields?.doc as { value?: unknown }
    return { collection: 'articles', value: doc.value }
  }
  if (node.type === 'relationship' && node.relationTo === 'articles')
    return { collection: 'articles', value: node.value }
  if (node.type === 'upload' && node.relationTo === 'media')
    return { collection: 'media', value: node.value }
  return null
}

/** Every reference of the Lexical content, in document order, as stored (ids or documents). */
function* references(content: { root?: unknown } | null | undefined) {
  const pending: unknown[] = [content?.root]
  while (pending.length > 0) {
    const node = pending.pop() as NodeLike | null | undefined
    if (!node || typeof node !== 'object') continue
    const reference = referenceOf(node)
    if (reference) yield reference
    if (Array.isArray(node.children)) pending.push(...[...(node.children as unknown[])].reverse())
  }
}

/** The ids of the articles and media the content points at. */
export function referencedIds(content: { root?: unknown } | null | undefined) {
  const ids = { articles: new Set<string>(), media: new Set<string>() }
  for (const { collection, value } of references(content)) {
    const id = relatedId(value)
    if (id) ids[collection].add(id)
  }
  return { articles: [...ids.articles], media: [...ids.media] }
}

/**
 * The references of content Payload has read with population (depth ≥ 1): each populated with
 * what the reader may see, so a draft or deleted article is absent (its value is null or an id).
 */
export function populatedReferences(
  content: { root?: unknown } | null | undefined,
): ArticleReferences {
  const articles = new Map<string, ReferencedArticle>()
  const media = new Map<string, BodyMedia>()
  for (const { collection, value } of references(content)) {
    if (!value || typeof value !== 'object') continue
    const doc = value as { id?: unknown }
    if (typeof doc.id !== 'string') continue
    if (collection === 'media') media.set(doc.id, value as BodyMedia)
    else articles.set(doc.id, value as ReferencedArticle)
  }
  return { articles, media }
}
