import { Note, type Create, type Delete, type Update } from '@fedify/vocab'

import { sanitizeFediverseReply } from '@blockwise/shared/html/sanitizeFediverseReply'

import { actorLabels, articleIdAt, type Inbox } from './context'
import { removeInteraction, storeInteractionOnce } from './storeOnce'

/** A reply's text as it may be shown, whatever the sender put in it. */
const replyHtml = (note: Note) => sanitizeFediverseReply(note.content?.toString() ?? '')

/** The note of a Create or Update, when it is one written by the activity's own actor. */
async function ownNote(ctx: Inbox, activity: Create | Update, actorId: URL): Promise<Note | null> {
  const note = await activity.getObject(ctx)
  if (!(note instanceof Note) || !note.id || note.attributionId?.href !== actorId.href) return null
  return note
}

/** A reply to a live article: held for an editor (status pending) before readers see anything. */
export async function onCreate(ctx: Inbox, create: Create, actorId: URL): Promise<void> {
  const note = await ownNote(ctx, create, actorId)
  const article = note && (await articleIdAt(ctx, note.replyTargetId))
  if (!note?.id || !article) return
  const { handle, name } = actorLabels(await create.getActor(ctx), actorId)
  await storeInteractionOnce(ctx.data, {
    kind: 'reply',
    article,
    actor: actorId.href,
    actorHandle: handle,
    actorName: name,
    activityId: note.id.href,
    objectUrl: note.url instanceof URL ? note.url.href : note.id.href,
    content: replyHtml(note),
    status: 'pending',
    receivedAt: new Date().toISOString(),
  })
}

/**
 * An edited reply: its new text, held for an editor again (an approved reply could otherwise be
 * turned into anything once approved).
 */
export async function onUpdate(ctx: Inbox, update: Update, actorId: URL): Promise<void> {
  const note = await ownNote(ctx, update, actorId)
  if (!note?.id) return
  await ctx.data.update({
    collection: 'fediverse-interactions',
    where: {
      and: [
        { activityId: { equals: note.id.href } },
        { actor: { equals: actorId.href } },
        { kind: { equals: 'reply' } },
      ],
    },
    data: { content: replyHtml(note), status: 'pending' },
    overrideAccess: true,
  })
}

/**
 * A deleted reply, or a deleted account (its object is the actor itself): what it left here goes,
 * its follows too.
 */
export async function onDelete(ctx: Inbox, activity: Delete, actorId: URL): Promise<void> {
  const gone = activity.objectId
  if (!gone) return
  if (gone.href !== actorId.href) return removeInteraction(ctx.data, gone, actorId)
  const byActor = { actor: { equals: actorId.href } }
  await ctx.data.delete({
    collection: 'fediverse-interactions',
    where: byActor,
    overrideAccess: true,
  })
  await ctx.data.delete({
    collection: 'fediverse-followers',
    where: { follower: { equals: actorId.href } },
    context: { fromInbox: true },
    overrideAccess: true,
  })
}
