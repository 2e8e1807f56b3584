import { Accept, Announce, Create, Delete, Follow, Like, Reject, Undo, Update } from '@fedify/vocab'

import { FEDERATION_PATHS } from '@blockwise/shared/federation/addresses'

import type { BlockwiseFederation } from '../contextData'
import { onAccept, onReject } from '../following/answers'

import { unlessBlocked, type Inbox } from './context'
import { onFollow, onUndoFollow } from './follows'
import { onAnnounce, onLike, onUndoReaction } from './reactions'
import { onCreate, onDelete, onUpdate } from './replies'

/** An Undo takes back a follow, a like or a boost: whichever it names goes. */
async function onUndo(ctx: Inbox, undo: Undo, actorId: URL): Promise<void> {
  await onUndoFollow(ctx, undo, actorId)
  await onUndoReaction(ctx, undo, actorId)
}

/**
 * Each actor's inbox and the shared one. Fedify verifies every request's signature (draft-cavage
 * and RFC 9421) and object proofs before a listener runs; blocked senders are dropped here.
 */
export function registerInbox(federation: BlockwiseFederation): void {
  federation
    .setInboxListeners(FEDERATION_PATHS.inbox, FEDERATION_PATHS.sharedInbox)
    .on(Follow, unlessBlocked(onFollow))
    .on(Undo, unlessBlocked(onUndo))
    .on(Like, unlessBlocked(onLike))
    .on(Announce, unlessBlocked(onAnnounce))
    .on(Create, unlessBlocked(onCreate))
    .on(Update, unlessBlocked(onUpdate))
    .on(Delete, unlessBlocked(onDelete))
    .on(Accept, unlessBlocked(onAccept))
    .on(Reject, unlessBlocked(onReject))
}
