import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { REFERENCED_FIELDS, referencedIds, type ArticleReferences } from '@/lib/articleReferences'
import { isDocumentId } from '@/lib/documentId'
import type { Article } from '@/payload-types'

/**
 * The articles and images the content points at, by id, as readers see them (the stored HTML is
 * what readers get): published articles only, so a link to a draft or an unpublished article
 * keeps its text and its card is left out. One query each, whatever their count.
 */
export async function loadArticleReferences(
  content: Article['content'],
  req: PayloadRequest,
): Promise<ArticleReferences> {
  const ids = referencedIds(content)
  const find = async <Slug extends 'articles' | 'media'>(collection: Slug, wanted: string[]) => {
    const valid = wanted.filter(isDocumentId)
    if (valid.length === 0) return []
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: valid } },
      select: REFERENCED_FIELDS[collection],
      depth: 0,
      pagination: false,
      req,
    })
    return docs
  }
  // One after the other: inside a transaction both would share its connection.
  const articles = await find('articles', ids.articles)
  const media = await find('media', ids.media)
  return {
    articles: new Map(articles.filter((doc) => doc.published).map((doc) => [doc.id, doc])),
    media: new Map(media.map((doc) => [doc.id, doc])),
  }
}

/**
 * Keeps the stored HTML (the native API's `contentHtml`) in step with the Lexical content
 * whenever the content is written, with the linked articles and images as they are then.
 */
export const syncContentHtml: CollectionBeforeChangeHook<Article> = async ({ data, req }) => {
  if (data.content)
    data.contentHtml = lexicalToArticleHtml(
      data.content,
      await loadArticleReferences(data.content, req),
    )
  return data
}
