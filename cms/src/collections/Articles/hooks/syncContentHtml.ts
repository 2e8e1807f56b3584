import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import type { Article } from '@/payload-types'

/** Keeps the served HTML in step with the Lexical content whenever the content is written. */
export const syncContentHtml: CollectionBeforeChangeHook<Article> = ({ data }) => {
  if (data.content) data.contentHtml = lexicalToArticleHtml(data.content)
  return data
}
