import type { PayloadRequest } from 'payload'

import { isDocumentId } from '../../lib/documentId'
import { relationshipIds } from '../../lib/relationshipIds'

export const ISSUE_ARTICLES_MAX = 12

/**
 * An issue's articles: one to ISSUE_ARTICLES_MAX published articles, none twice. The message names
 * the offending article, so an editor fixes the list without guessing. The server's own writes (no
 * user: the proposal, the send job) are not held up by an article unpublished since, which the
 * send leaves out, nor by an issue sent before issues had articles.
 */
export async function validateIssueArticles(
  value: readonly unknown[] | null | undefined,
  { req }: { req: PayloadRequest },
): Promise<true | string> {
  if (!req.user) return true
  const ids = relationshipIds(value)
  if (!ids.length) return 'An issue needs at least one article'
  if (ids.length > ISSUE_ARTICLES_MAX)
    return `An issue holds at most ${ISSUE_ARTICLES_MAX} articles`
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated !== undefined) return `An article appears twice in the issue (article ${repeated})`
  const malformed = ids.find((id) => !isDocumentId(id))
  if (malformed !== undefined) return `No article with the id ${malformed}`
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    select: { title: true, published: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const missing = ids.find((id) => !docs.some((doc) => String(doc.id) === id))
  if (missing !== undefined) return `No article with the id ${missing}`
  const unpublished = docs.find((doc) => !doc.published)
  if (unpublished)
    return `“${unpublished.title}” is not published: only published articles can go in the digest`
  return true
}
