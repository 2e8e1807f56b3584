import type { Announce, Like, Undo } from '@fedify/vocab'

import { actorLabels, articleIdAt, type Inbox } from './context'
import { removeInteraction, storeInteractionOnce } from './storeOnce'

/** A like or a boost of a live article, counted once per activity. */
function onReaction(kind: 'like' | 'boost') {
  return async (ctx: Inbox, activity: Like | Announce, actorId: URL): Promise<void> => {
    const article = await articleIdAt(ctx, activity.objectId)
    if (!activity.id || !article) return
    const actor = await activity.getActor(ctx)
    await storeInteractionOnce(ctx.data, {
      kind,
      article,
      actor: actorId.href,
      ...labels(actor, actorId),
      activityId: activity.id.href,
      objectUrl: activity.objectId?.href ?? null,
      status: 'approved',
      receivedAt: new Date().toISOString(),
    })
  }
}

const labels = (actor: Awaited<ReturnType<Like['getActor']>>, id: URL) => {
  const { handle, name } = actorLabels(actor, id)
  return { actorHandle: handle, actorName: name }
}

export const onLike = onReaction('like')
export const onAnnounce = onReaction('boost')

/** An un-like or un-boost: the activity it undoes, if this actor sent it, is removed. */
export async function onUndoReaction(ctx: Inbox, undo: Undo, actorId: URL): Promise<void> {
  if (undo.objectId) await removeInteraction(ctx.data, undo.objectId, actorId)
}
