import type { Payload } from 'payload'

import { MEDIA_FILE_PATH } from '@blockwise/shared/html/mediaPaths'

import type { Article } from '@/payload-types'

/** What an article's ActivityPub object says, read from its stored (live) row. */
export interface FederatedArticle {
  id: string
  slug: string
  title: string
  excerpt: string
  contentHtml: string
  authorId: string
  tags: { name: string; slug: string }[]
  /** A path of the site, or null. */
  image: string | null
  publishedAt: string
  updatedAt: string
}

function federated(article: Article): FederatedArticle {
  const image = typeof article.featuredImage === 'object' ? article.featuredImage : null
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    contentHtml: article.contentHtml ?? '',
    authorId: typeof article.authorId === 'object' ? article.authorId.id : article.authorId,
    tags: (article.tags ?? []).flatMap((tag) =>
      typeof tag === 'object' ? [{ name: tag.name, slug: tag.slug }] : [],
    ),
    image: image?.filename ? `${MEDIA_FILE_PATH}${encodeURIComponent(image.filename)}` : null,
    publishedAt: article.publishedAt ?? article.createdAt,
    updatedAt: article.updatedAt,
  }
}

/**
 * The live article with this slug or id, as readers see it (the stored row, never a draft
 * version: docs/decisions/0019), or null.
 */
export async function liveArticle(
  payload: Payload,
  by: { slug: string } | { id: string },
): Promise<FederatedArticle | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { published: { equals: true } },
        'slug' in by ? { slug: { equals: by.slug } } : { id: { equals: by.id } },
      ],
    },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: true,
  })
  const article = docs[0]
  return article ? federated(article) : null
}

/** An actor's live articles, newest first, a page at a time: the publication's all, an author's own. */
export async function liveArticlesPage(
  payload: Payload,
  authorId: string | null,
  page: { page: number; limit: number },
) {
  const found = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { published: { equals: true } },
        ...(authorId ? [{ authorId: { equals: authorId } }] : []),
      ],
    },
    sort: '-publishedAt',
    depth: 1,
    draft: false,
    overrideAccess: true,
    ...page,
  })
  return { ...found, docs: found.docs.map(federated) }
}
