import { randomUUID } from 'node:crypto'
import { Accept, type Follow, type Recipient, type Undo } from '@fedify/vocab'
import type { Payload } from 'payload'

import { followsNeedApproval, isActor } from '../actorProfiles'
import type { FediverseFollower } from '@/payload-types'

import type { BlockwiseContext } from '../contextData'

import { actorLabels, type Inbox } from './context'

const followKey = (actor: string, follower: URL) => `${actor} ${follower.href}`

async function existingFollow(payload: Payload, key: string): Promise<FediverseFollower | null> {
  const { docs } = await payload.find({
    collection: 'fediverse-followers',
    where: { followKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Tells the follower the follow is accepted, from the followed actor. */
export async function sendAccept(
  ctx: BlockwiseContext,
  identifier: string,
  follow: Follow,
  follower: Recipient,
): Promise<void> {
  const actor = ctx.getActorUri(identifier)
  const accept = new Accept({
    id: new URL(`#accept-${randomUUID()}`, actor),
    actor,
    object: follow,
  })
  await ctx.sendActivity({ identifier }, follower, accept)
}

/**
 * A follow of the publication or an author: stored, and accepted at once unless follows wait for
 * an editor (site settings). Following again replaces the stored follow's activity.
 */
export async function onFollow(ctx: Inbox, follow: Follow, actorId: URL): Promise<void> {
  const target = follow.objectId && ctx.parseUri(follow.objectId)
  if (!follow.id || target?.type !== 'actor' || !(await isActor(ctx.data, target.identifier)))
    return
  const follower = await follow.getActor(ctx)
  if (!follower?.id || follower.id.href !== actorId.href || !follower.inboxId) return
  const key = followKey(target.identifier, follower.id)
  const known = await existingFollow(ctx.data, key)
  const state =
    known?.state === 'accepted' || !(await followsNeedApproval(ctx.data)) ? 'accepted' : 'pending'
  const data = {
    actor: target.identifier,
    follower: follower.id.href,
    ...actorLabels(follower, follower.id),
    inbox: follower.inboxId.href,
    sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
    state,
    followActivity: follow.id.href,
    followKey: key,
  } as const
  // The inbox's own writes: the follow decision hooks answer editors' changes only.
  const context = { fromInbox: true }
  if (known) {
    await ctx.data.update({
      collection: 'fediverse-followers',
      id: known.id,
      data,
      context,
      overrideAccess: true,
    })
  } else {
    await ctx.data.create({
      collection: 'fediverse-followers',
      data,
      context,
      overrideAccess: true,
    })
  }
  if (state === 'accepted') {
    await sendAccept(ctx, target.identifier, follow, follower)
  }
}

/** An unfollow: the follow it undoes (by its id, sent by the same actor) is removed. */
export async function onUndoFollow(ctx: Inbox, undo: Undo, actorId: URL): Promise<void> {
  if (!undo.objectId) return
  await ctx.data.delete({
    collection: 'fediverse-followers',
    where: {
      and: [
        { followActivity: { equals: undo.objectId.href } },
        { follower: { equals: actorId.href } },
      ],
    },
    context: { fromInbox: true },
    overrideAccess: true,
  })
}
