import type { CollectionBeforeChangeHook } from 'payload'

import { htmlToPlainText, readTimeMinutes } from '@blockwise/shared'

import type { Article } from '@/payload-types'

/** Derives readTime from the body when the writer leaves it empty. */
export const computeReadTime: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  if (typeof data.readTime === 'number') return data
  const html = data.contentHtml ?? originalDoc?.contentHtml
  if (typeof html === 'string') data.readTime = readTimeMinutes(htmlToPlainText(html))
  return data
}
