import type { PayloadRequest } from 'payload'

import type { UniqueSlugOptions } from '@/hooks/uniqueSlug'
import type { Article } from '@/payload-types'

/**
 * Whether an article has been published at least once: its latest version or its stored row is
 * published, the stored row carries the date of its first publish (setPublishState stamps it and
 * unpublishing keeps it), or a version kept in its history was published. Draft saves never write
 * the stored row, so a date an editor types into a draft that was never published does not count.
 */
async function publishedOnce(
  article: { id?: unknown; _status?: unknown },
  req: PayloadRequest,
): Promise<boolean> {
  if (article._status === 'published') return true
  const { id } = article
  if (typeof id !== 'string' && typeof id !== 'number') return false
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: id } },
    req,
  })
  if (row && (row.published || row._status === 'published' || row.publishedAt)) return true
  const { totalDocs } = await req.payload.db.countVersions({
    collection: 'articles',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    req,
  })
  return totalDocs > 0
}

/**
 * docs/product.md (Article `slug`): until an article's first publish, a slug derived from its title
 * follows the title as drafts are saved (the admin autosaves a half-typed title every couple of
 * seconds); from then on only an editor changes it.
 */
export const slugFollowsTitle: NonNullable<UniqueSlugOptions['followsSource']> = async ({
  originalDoc,
  req,
}) => !(await publishedOnce(originalDoc, req))
