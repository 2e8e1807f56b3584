import { APIError, NotFound, type PayloadRequest } from 'payload'

import { ARTICLE_TAGS_MAX } from '@blockwise/shared'
import { findMatchingTag } from '@blockwise/shared/tags/matchProposedTags'

import type { Article } from '@/payload-types'

export type ProposedTagDecision = 'accept' | 'dismiss'

/** The article's tags and remaining proposals once a decision is saved. */
export interface DecidedProposal {
  id: string
  tags: string[]
  proposedTags: string[]
}

const idOf = (tag: string | { id: string }) => (typeof tag === 'string' ? tag : tag.id)

/** The existing tag a proposal stands for by now (an editor may have made one since the generation). */
async function matchingTag(req: PayloadRequest, name: string): Promise<string | undefined> {
  const { docs } = await req.payload.find({
    collection: 'tags',
    pagination: false,
    depth: 0,
    select: { name: true, slug: true },
    req,
  })
  return findMatchingTag(name, docs)?.id
}

/** A new tag of the proposed name, created as the caller: Tags' own access decides who may. */
async function createTag(req: PayloadRequest, name: string): Promise<string> {
  const created = await req.payload.create({
    collection: 'tags',
    data: { name, slug: '', count: 0 },
    depth: 0,
    overrideAccess: false,
    req,
  })
  return created.id
}

/** The article's tags with the one an accepted proposal stands for, created when none matches. */
async function withAcceptedTag(
  req: PayloadRequest,
  tags: string[],
  proposal: string,
): Promise<string[]> {
  const existing = await matchingTag(req, proposal)
  if (existing !== undefined && tags.includes(existing)) return tags
  if (tags.length >= ARTICLE_TAGS_MAX)
    throw new APIError(
      `An article carries at most ${ARTICLE_TAGS_MAX} tags: remove one before accepting another`,
      400,
      undefined,
      true,
    )
  return [...tags, existing ?? (await createTag(req, proposal))]
}

/**
 * Accepts (links the tag, creating it when none matches) or dismisses one of an article's
 * proposed tags, as the caller, in the caller's transaction. The decision is saved like any edit:
 * in the draft of a live article (readers get it when an editor publishes), on the article itself
 * otherwise. 404 when the caller cannot see the article, 409 when the name is not (or no longer)
 * proposed, 400 when the article already carries as many tags as it may.
 */
export async function decideProposedTag(
  req: PayloadRequest,
  articleId: string,
  name: string,
  decision: ProposedTagDecision,
): Promise<DecidedProposal> {
  const read = (draft: boolean) =>
    req.payload.findByID({
      collection: 'articles',
      id: articleId,
      depth: 0,
      draft,
      disableErrors: true,
      overrideAccess: false,
      req,
    })
  const live = await read(false)
  if (!live) throw new NotFound(req.t)
  const latest: Article = (await read(true)) ?? live
  const proposals = latest.proposedTags ?? []
  const proposal = proposals.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
  if (proposal === undefined)
    throw new APIError(`“${name}” is not a proposed tag of this article`, 409, undefined, true)

  const linked = (latest.tags ?? []).map(idOf)
  const tags = decision === 'accept' ? await withAcceptedTag(req, linked, proposal) : linked
  const updated = await req.payload.update({
    collection: 'articles',
    id: articleId,
    data: { tags, proposedTags: proposals.filter((candidate) => candidate !== proposal) },
    draft: Boolean(live.published),
    context: { proposedTagDecided: true },
    depth: 0,
    overrideAccess: false,
    req,
  })
  return {
    id: updated.id,
    tags: (updated.tags ?? []).map(idOf),
    proposedTags: updated.proposedTags ?? [],
  }
}
