import type { CollectionAfterChangeHook } from 'payload'

import { freeAddress, moveAddress } from './addressMoves'

/**
 * For a collection whose every document has a page at `pathOf(slug)` (authors, tags): a new slug
 * leaves a redirect from the old address, and a new document frees its address of any redirect.
 * In the save's transaction.
 */
export function addressFollowsSlug(
  pathOf: (slug: string) => string,
): CollectionAfterChangeHook<{ id: string; slug?: string | null }> {
  return async ({ doc, previousDoc, operation, req }) => {
    if (!doc.slug) return doc
    if (operation === 'create') await freeAddress(req, pathOf(doc.slug))
    else if (previousDoc?.slug && previousDoc.slug !== doc.slug)
      await moveAddress(req, pathOf(previousDoc.slug), pathOf(doc.slug))
    return doc
  }
}
