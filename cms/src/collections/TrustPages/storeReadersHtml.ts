import type { CollectionBeforeChangeHook } from 'payload'

import { loadArticleReferences } from '@/collections/Articles/hooks/syncContentHtml'
import { lexicalToArticleHtml } from '@/lib/articleHtml'
import type { TrustPage } from '@/payload-types'

/**
 * The page's body as readers get it, stored beside the Lexical content on every write: the same
 * sanitised HTML an article body becomes, with the articles and images it points at as they are.
 */
export const storeReadersHtml: CollectionBeforeChangeHook<TrustPage> = async ({ data, req }) => {
  if (data.content)
    data.contentHtml = lexicalToArticleHtml(
      data.content,
      await loadArticleReferences(data.content, req),
    )
  return data
}
