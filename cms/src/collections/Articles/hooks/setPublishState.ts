import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/**
 * status mirrors the published flag, except that an unpublished article the pipeline finished stays
 * 'review' until an editor publishes it; publishedAt is stamped the first time an article goes live.
 */
export const setPublishState: CollectionBeforeChangeHook<Article> = ({
  data,
  originalDoc,
  context,
}) => {
  const published = Boolean(data.published ?? originalDoc?.published)
  const awaitingReview = Boolean(context.holdForReview) || originalDoc?.status === 'review'
  data.status = published ? 'published' : awaitingReview ? 'review' : 'draft'
  if (published && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
