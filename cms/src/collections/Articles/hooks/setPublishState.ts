import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/** status mirrors the published flag; publishedAt is stamped the first time an article goes live. */
export const setPublishState: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  const published = Boolean(data.published ?? originalDoc?.published)
  data.status = published ? 'published' : 'draft'
  if (published && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
