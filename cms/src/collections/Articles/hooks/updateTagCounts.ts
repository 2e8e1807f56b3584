import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { transactionDb } from '@/compat/transactionDb'
import type { Article } from '@/payload-types'

function tagIds(tags: unknown): string[] {
  if (!Array.isArray(tags)) return []
  return tags
    .map((tag: unknown) =>
      typeof tag === 'object' && tag !== null && 'id' in tag ? String(tag.id) : String(tag),
    )
    .filter((id) => id !== 'null' && id !== 'undefined')
}

/**
 * A tag's count is the number of published articles carrying it, recounted from the source. The
 * tags are locked first, in one order: a save of another article with the same tag waits here
 * until this transaction commits, so its count then sees this article. (Without the lock, two
 * simultaneous saves each counted only their own new article, and the second overwrote the first's
 * count with one too few.) NO KEY UPDATE, the lock the count's UPDATE takes anyway, leaves alone the
 * KEY SHARE locks that other saves' foreign keys hold on the same tags; FOR UPDATE would deadlock
 * with them.
 */
async function recount(ids: Iterable<string>, req: PayloadRequest): Promise<void> {
  const sorted = [...new Set(ids)].toSorted()
  if (sorted.length === 0) return
  await (
    await transactionDb(req)
  ).execute(sql`
    SELECT id FROM tags WHERE id IN (${sql.join(
      sorted.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR NO KEY UPDATE`)
  for (const id of sorted) {
    const { totalDocs } = await req.payload.count({
      collection: 'articles',
      where: { and: [{ tags: { in: [id] } }, { published: { equals: true } }] },
      req,
    })
    await req.payload.update({ collection: 'tags', id, data: { count: totalDocs }, depth: 0, req })
  }
}

export const updateTagCountsAfterChange: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const touched = [...tagIds(doc.tags), ...tagIds(previousDoc?.tags)]
  const publishedChanged = Boolean(doc.published) !== Boolean(previousDoc?.published)
  const tagsChanged = tagIds(doc.tags).join() !== tagIds(previousDoc?.tags).join()
  if (publishedChanged || tagsChanged) await recount(touched, req)
  return doc
}

export const updateTagCountsAfterDelete: CollectionAfterDeleteHook<Article> = async ({
  doc,
  req,
}) => {
  await recount(tagIds(doc.tags), req)
  return doc
}
