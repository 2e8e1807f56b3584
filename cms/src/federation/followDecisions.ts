import { Follow, Reject } from '@fedify/vocab'
import { randomUUID } from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { FediverseFollower } from '@/payload-types'

import { federationContext } from './federation'
import { followerRecipient } from './followerRecipients'
import { sendAccept } from './inbox/follows'

/** The follow as its follower sent it, for the answer that names it. */
function followOf(ctx: ReturnType<typeof federationContext>, follower: FediverseFollower) {
  return new Follow({
    id: new URL(follower.followActivity),
    actor: new URL(follower.follower),
    object: ctx.getActorUri(follower.actor),
  })
}

/**
 * An editor's decision on a follower, told to them: accepting a held follow sends the Accept;
 * removing a follower (held or not) sends a Reject, which ends the follow on their server. The
 * inbox's own writes (a follow, an unfollow) are answered where they happen.
 */
export const answerFollowDecision: {
  afterChange: CollectionAfterChangeHook<FediverseFollower>
  afterDelete: CollectionAfterDeleteHook<FediverseFollower>
} = {
  afterChange: async ({ doc, previousDoc, operation, req, context }) => {
    if (context.fromInbox || operation !== 'update') return doc
    if (previousDoc.state !== 'accepted' && doc.state === 'accepted') {
      const ctx = federationContext(req.payload)
      await sendAccept(ctx, doc.actor, followOf(ctx, doc), followerRecipient(doc))
    }
    return doc
  },
  afterDelete: async ({ doc, req, context }) => {
    if (context.fromInbox) return doc
    const ctx = federationContext(req.payload)
    const actor = ctx.getActorUri(doc.actor)
    const reject = new Reject({
      id: new URL(`#reject-${randomUUID()}`, actor),
      actor,
      object: followOf(ctx, doc),
    })
    await ctx.sendActivity({ identifier: doc.actor }, followerRecipient(doc), reject)
    return doc
  },
}
