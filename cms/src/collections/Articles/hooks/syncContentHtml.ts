import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { linkedArticleIds } from '@/lib/articleLinks'
import { isDocumentId } from '@/lib/documentId'
import type { Article } from '@/payload-types'

/** The slugs of the articles the content links to, by id: one query, whatever the link count. */
export async function linkedArticleSlugs(
  content: Article['content'],
  req: PayloadRequest,
): Promise<Map<string, string>> {
  const ids = linkedArticleIds(content).filter(isDocumentId)
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    req,
  })
  return new Map(docs.map((doc) => [doc.id, doc.slug]))
}

/**
 * Keeps the served HTML in step with the Lexical content whenever the content is written; an
 * internal link points at the linked article's page by its slug at the time of writing.
 */
export const syncContentHtml: CollectionBeforeChangeHook<Article> = async ({ data, req }) => {
  if (data.content)
    data.contentHtml = lexicalToArticleHtml(
      data.content,
      await linkedArticleSlugs(data.content, req),
    )
  return data
}
