import type { PayloadRequest } from 'payload'

import { ARTICLE_VERSIONS_KEPT } from '../versions'
import { isUntouched } from './untouched'

/** How long a lock holds when a collection names no duration: Payload's documented default. */
const PAYLOAD_LOCK_SECONDS = 300

function lockSeconds(req: PayloadRequest): number {
  const locking = req.payload.collections.articles.config.lockDocuments
  return typeof locking === 'object' ? locking.duration : PAYLOAD_LOCK_SECONDS
}

/** Whether another user holds a live lock on the article: they have it open in the admin. */
async function lockedByAnother(id: string, req: PayloadRequest): Promise<boolean> {
  const heldSince = new Date(Date.now() - lockSeconds(req) * 1000).toISOString()
  // The holder is compared here, not in the query: a polymorphic `user.value` not_equals also
  // compares the other collection's empty column (NULL), which matches no lock at all.
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    where: {
      and: [
        { 'document.relationTo': { equals: 'articles' } },
        { 'document.value': { equals: id } },
        { updatedAt: { greater_than: heldSince } },
      ],
    },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.some(({ user }) => user.relationTo !== 'users' || user.value !== req.user?.id)
}

/** Whether a generation wrote, or is still to write, the article: the monitor keeps a record. */
async function generationRecorded(id: string, req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'incomplete-articles',
    where: { articleId: { equals: id } },
    req,
  })
  return totalDocs > 0
}

/**
 * Whether the article is a new draft nobody wrote anything into: never published, no generation
 * behind it, and its stored row and every version untouched, so not even text typed and then
 * erased again is lost with it.
 */
async function isUntouchedDraft(id: string, req: PayloadRequest): Promise<boolean> {
  const row = await req.payload.findByID({
    collection: 'articles',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!row || row.published || row.generation?.aiAssisted || !isUntouched(row)) return false
  const { docs: versions } = await req.payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: id } },
    limit: ARTICLE_VERSIONS_KEPT + 1,
    depth: 0,
    req,
  })
  if (versions.some(({ version }) => version._status === 'published' || !isUntouched(version)))
    return false
  return !(await generationRecorded(id, req)) && !(await lockedByAnother(id, req))
}

/**
 * Deletes the article if it is a new draft nobody wrote anything into (what the admin's Create New
 * leaves behind when the editor goes without typing). Whether it did.
 */
export async function discardUntouchedDraft(id: string, req: PayloadRequest): Promise<boolean> {
  if (!(await isUntouchedDraft(id, req))) return false
  await req.payload.delete({ collection: 'articles', id, depth: 0, req })
  return true
}
