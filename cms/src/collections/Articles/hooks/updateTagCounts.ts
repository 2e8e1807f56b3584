import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Article } from '@/payload-types'

function tagIds(tags: unknown): string[] {
  if (!Array.isArray(tags)) return []
  return tags
    .map((tag: unknown) =>
      typeof tag === 'object' && tag !== null && 'id' in tag ? String(tag.id) : String(tag),
    )
    .filter((id) => id !== 'null' && id !== 'undefined')
}

/** A tag's count is the number of published articles carrying it, recounted from the source. */
async function recount(ids: Iterable<string>, req: PayloadRequest): Promise<void> {
  for (const id of new Set(ids)) {
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
