import { randomUUID } from 'node:crypto'
import { Follow, Undo, isActor } from '@fedify/vocab'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import type { FediverseFollowing } from '@/payload-types'

import type { BlockwiseContext } from '../contextData'
import { federationContext } from '../federation'

const SENDER = { identifier: PUBLICATION_ACTOR }

/** The account a handle or address names, looked up on its server (WebFinger, then its actor). */
async function lookUpAccount(ctx: BlockwiseContext, account: string) {
  const found = await ctx.lookupObject(account).catch(() => null)
  return isActor(found) && found.id && found.inboxId ? found : null
}

function followOf(ctx: BlockwiseContext, followed: FediverseFollowing): Follow | null {
  if (!followed.followActivity || !followed.actor) return null
  return new Follow({
    id: new URL(followed.followActivity),
    actor: ctx.getActorUri(PUBLICATION_ACTOR),
    object: new URL(followed.actor),
  })
}

const recipientOf = (followed: FediverseFollowing) =>
  followed.actor && followed.inbox
    ? {
        id: new URL(followed.actor),
        inboxId: new URL(followed.inbox),
        endpoints: followed.sharedInbox ? { sharedInbox: new URL(followed.sharedInbox) } : null,
      }
    : null

/**
 * An admin's follow of an account: looked up first (an unknown handle is a 400 naming it), then a
 * Follow from the publication sent to it, queued like every delivery; removing the account sends
 * the Undo.
 */
export const followAccount: {
  beforeChange: CollectionBeforeChangeHook<FediverseFollowing>
  afterChange: CollectionAfterChangeHook<FediverseFollowing>
  afterDelete: CollectionAfterDeleteHook<FediverseFollowing>
} = {
  beforeChange: async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const account = String(data.account ?? '').trim()
    const ctx = federationContext(req.payload)
    const actor = await lookUpAccount(ctx, account)
    if (!actor?.id || !actor.inboxId) {
      throw new ValidationError({
        collection: 'fediverse-following',
        errors: [{ path: 'account', message: `No account was found at ${account}` }],
      })
    }
    const publication = ctx.getActorUri(PUBLICATION_ACTOR)
    return {
      ...data,
      account,
      actor: actor.id.href,
      inbox: actor.inboxId.href,
      sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
      state: 'requested',
      followActivity: new URL(`#follow-${randomUUID()}`, publication).href,
    }
  },
  afterChange: async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    const ctx = federationContext(req.payload)
    const follow = followOf(ctx, doc)
    const recipient = recipientOf(doc)
    if (follow && recipient) await ctx.sendActivity(SENDER, recipient, follow)
    return doc
  },
  afterDelete: async ({ doc, req }) => {
    const ctx = federationContext(req.payload)
    const follow = followOf(ctx, doc)
    const recipient = recipientOf(doc)
    if (!follow || !recipient) return doc
    const publication = ctx.getActorUri(PUBLICATION_ACTOR)
    const undo = new Undo({
      id: new URL(`#undo-${randomUUID()}`, publication),
      actor: publication,
      object: follow,
    })
    await ctx.sendActivity(SENDER, recipient, undo)
    return doc
  },
}
