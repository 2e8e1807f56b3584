import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/**
 * `published` means "readers see this version": it follows Payload's `_status` (set by Publish,
 * Unpublish, a draft save, the scheduled-publish job, or by statusFromPublished from the
 * contract's `published`), so a draft of a live article says false while the published row stays
 * true. `status` mirrors it, except that an unpublished article the pipeline finished stays
 * 'review' until an editor publishes it; publishedAt is stamped the first time an article goes live.
 */
export const setPublishState: CollectionBeforeChangeHook<Article> = ({
  data,
  originalDoc,
  context,
}) => {
  const published = (data._status ?? originalDoc?._status) === 'published'
  data.published = published
  const awaitingReview = Boolean(context.holdForReview) || originalDoc?.status === 'review'
  data.status = published ? 'published' : awaitingReview ? 'review' : 'draft'
  if (published && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
