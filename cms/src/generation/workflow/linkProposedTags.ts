import type { Payload } from 'payload'

import { sortProposedTags } from '@blockwise/shared/tags/matchProposedTags'

/** What a generation's tag names become on its article. */
export interface LinkedTags {
  /** The existing tags the names stand for. */
  tags: string[]
  /** The names no tag stands for, left for an editor to accept or dismiss. */
  proposedTags: string[]
}

/**
 * Sorts the tag names Claude proposed against every existing tag (by name, slug, singular and
 * plural). The pipeline creates no tag: a new one is an editor's decision.
 */
export async function linkProposedTags(payload: Payload, names: string[]): Promise<LinkedTags> {
  const { docs } = await payload.find({
    collection: 'tags',
    pagination: false,
    depth: 0,
    select: { name: true, slug: true },
  })
  const { matched, unmatched } = sortProposedTags(names, docs)
  return { tags: matched.map((tag) => tag.id), proposedTags: unmatched }
}
