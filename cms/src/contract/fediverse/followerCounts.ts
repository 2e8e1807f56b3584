import type { Payload } from 'payload'

import { SITE_NAME } from '@blockwise/shared'
import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'
import type { FediverseOverview } from '@blockwise/shared/schemas/fediverse'

type FollowerCount = FediverseOverview['followers'][number]

async function countFollowers(payload: Payload, actor: string, state: 'accepted' | 'pending') {
  const { totalDocs } = await payload.count({
    collection: 'fediverse-followers',
    where: { and: [{ actor: { equals: actor } }, { state: { equals: state } }] },
    overrideAccess: true,
  })
  return totalDocs
}

async function followersOf(payload: Payload, actor: string, label: string): Promise<FollowerCount> {
  const [accepted, pending] = await Promise.all([
    countFollowers(payload, actor, 'accepted'),
    countFollowers(payload, actor, 'pending'),
  ])
  return { actor, label, accepted, pending }
}

/**
 * Followers of each actor: the publication always, then the authors someone follows (or asks to),
 * by name. An author's actor is their id.
 */
export async function followerCounts(payload: Payload): Promise<FollowerCount[]> {
  const { docs: authors } = await payload.find({
    collection: 'authors',
    sort: 'name',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const [publication, byAuthor] = await Promise.all([
    followersOf(payload, PUBLICATION_ACTOR, SITE_NAME),
    Promise.all(authors.map((author) => followersOf(payload, author.id, author.name))),
  ])
  return [publication, ...byAuthor.filter((author) => author.accepted + author.pending > 0)]
}
