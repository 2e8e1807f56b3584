import type { Recipient } from '@fedify/vocab'
import type { Payload } from 'payload'

import type { FediverseFollower } from '@/payload-types'

/** A page of an actor's followers (followers only once accepted), oldest first. */
export async function acceptedFollowers(
  payload: Payload,
  actor: string,
  page: { limit: number; page: number } | 'all',
) {
  return payload.find({
    collection: 'fediverse-followers',
    where: { and: [{ actor: { equals: actor } }, { state: { equals: 'accepted' } }] },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
    ...(page === 'all' ? { pagination: false } : page),
  })
}

export function followerRecipient(follower: FediverseFollower): Recipient {
  return {
    id: new URL(follower.follower),
    inboxId: new URL(follower.inbox),
    endpoints: follower.sharedInbox ? { sharedInbox: new URL(follower.sharedInbox) } : null,
  }
}
