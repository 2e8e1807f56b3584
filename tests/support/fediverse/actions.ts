import { randomUUID } from 'node:crypto'

import type { Context } from '@fedify/fedify'
import {
  Announce,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
  isActor,
  type Activity,
  type Actor,
} from '@fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'

import { ALICE } from './actor'

/** What alice does on the social web; each call sends one signed activity and returns its id. */
export interface AliceActions {
  /** Follows the actor at `actorIri` (its personal inbox). */
  follow: (actorIri: string | URL) => Promise<URL>
  /** Undoes alice's latest follow of the actor at `actorIri`. */
  undoFollow: (actorIri: string | URL) => Promise<URL>
  /** Undoes one of alice's activities (a follow, a like, a boost), sent where it went. */
  undo: (activityId: URL) => Promise<URL>
  like: (objectIri: string | URL) => Promise<URL>
  announce: (objectIri: string | URL) => Promise<URL>
  /** Replies to the object with a public note of `html`; returns the note's id. */
  reply: (objectIri: string | URL, html: string) => Promise<URL>
  updateNote: (noteId: URL, html: string) => Promise<URL>
  deleteNote: (noteId: URL) => Promise<URL>
}

interface Sent {
  activity: Activity
  recipients: Actor[]
  shared: boolean
}

/**
 * Alice's activities, sent at once (no queue) and signed as Mastodon signs them: HTTP signatures
 * with her RSA key, a Linked Data signature and an Ed25519 proof. A follow goes to the followed
 * actor's own inbox; a reaction to an object goes to the shared inboxes of those it is attributed
 * to (one delivery per server).
 */
export function aliceActions(ctx: Context<void>, notes: Map<string, Note>): AliceActions {
  const alice = ctx.getActorUri(ALICE)
  const sent = new Map<string, Sent>()
  const latestFollow = new Map<string, URL>()
  const noteAudience = new Map<string, Actor[]>()
  const newId = (kind: string) => new URL(`#${kind}/${randomUUID()}`, alice)

  async function actorAt(iri: string | URL): Promise<Actor> {
    const found = await ctx.lookupObject(iri)
    if (!isActor(found)) throw new Error(`No actor at ${String(iri)}`)
    return found
  }

  async function attributedActors(objectIri: string | URL): Promise<Actor[]> {
    const object = await ctx.lookupObject(objectIri)
    if (!object) throw new Error(`No object at ${String(objectIri)}`)
    if (object.attributionIds.length === 0) {
      throw new Error(`${String(objectIri)} is attributed to nobody`)
    }
    return Promise.all(object.attributionIds.map(actorAt))
  }

  async function send(id: URL, activity: Activity, recipients: Actor[], shared: boolean) {
    await ctx.sendActivity({ identifier: ALICE }, recipients, activity, {
      immediate: true,
      preferSharedInbox: shared,
    })
    sent.set(id.href, { activity, recipients, shared })
    return id
  }

  const audienceOf = (recipients: Actor[]) => ({
    to: PUBLIC_COLLECTION,
    ccs: recipients.flatMap((actor) => (actor.id ? [actor.id] : [])),
  })

  async function undo(activityId: URL): Promise<URL> {
    const original = sent.get(activityId.href)
    if (!original) throw new Error(`Alice sent no ${activityId.href}`)
    const id = newId('undo')
    const activity = new Undo({ id, actor: alice, object: original.activity })
    await send(id, activity, original.recipients, original.shared)
    sent.delete(activityId.href)
    return id
  }

  async function noteActivity(noteId: URL, id: URL, make: (recipients: Actor[]) => Activity) {
    const recipients = noteAudience.get(noteId.href)
    if (!recipients) throw new Error(`Alice has no note ${noteId.href}`)
    return send(id, make(recipients), recipients, true)
  }

  return {
    async follow(actorIri) {
      const followed = await actorAt(actorIri)
      const id = newId('follows')
      await send(id, new Follow({ id, actor: alice, object: followed.id }), [followed], false)
      latestFollow.set(new URL(actorIri).href, id)
      return id
    },

    async undoFollow(actorIri) {
      const follow = latestFollow.get(new URL(actorIri).href)
      if (!follow) throw new Error(`Alice does not follow ${String(actorIri)}`)
      return undo(follow)
    },

    undo,

    async like(objectIri) {
      const recipients = await attributedActors(objectIri)
      const id = newId('likes')
      return send(id, new Like({ id, actor: alice, object: new URL(objectIri) }), recipients, true)
    },

    async announce(objectIri) {
      const recipients = await attributedActors(objectIri)
      const id = newId('announces')
      const announce = new Announce({
        id,
        actor: alice,
        object: new URL(objectIri),
        published: Temporal.Now.instant(),
        to: PUBLIC_COLLECTION,
        ccs: [ctx.getFollowersUri(ALICE), ...audienceOf(recipients).ccs],
      })
      return send(id, announce, recipients, true)
    },

    async reply(objectIri, html) {
      const recipients = await attributedActors(objectIri)
      const noteId = ctx.getObjectUri(Note, { identifier: ALICE, id: randomUUID() })
      const note = new Note({
        id: noteId,
        url: noteId,
        attribution: alice,
        replyTarget: new URL(objectIri),
        content: html,
        published: Temporal.Now.instant(),
        ...audienceOf(recipients),
      })
      notes.set(noteId.href, note)
      noteAudience.set(noteId.href, recipients)
      const id = new URL(`${noteId.href}/activity`)
      await send(
        id,
        new Create({ id, actor: alice, object: note, ...audienceOf(recipients) }),
        recipients,
        true,
      )
      return noteId
    },

    async updateNote(noteId, html) {
      const note = notes.get(noteId.href)
      if (!note) throw new Error(`Alice has no note ${noteId.href}`)
      const edited = note.clone({ content: html, updated: Temporal.Now.instant() })
      notes.set(noteId.href, edited)
      const id = new URL(`#updates/${randomUUID()}`, noteId)
      return noteActivity(noteId, id, (recipients) => {
        return new Update({ id, actor: alice, object: edited, ...audienceOf(recipients) })
      })
    },

    async deleteNote(noteId) {
      const id = new URL('#delete', noteId)
      const deleted = await noteActivity(noteId, id, () => {
        const tombstone = new Tombstone({ id: noteId, deleted: Temporal.Now.instant() })
        return new Delete({ id, actor: alice, object: tombstone, to: PUBLIC_COLLECTION })
      })
      notes.delete(noteId.href)
      noteAudience.delete(noteId.href)
      return deleted
    },
  }
}
