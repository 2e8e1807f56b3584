import type { Federation } from '@fedify/fedify'
import { randomUUID } from 'node:crypto'

import { Accept, Activity, Follow, type Object as ActivityObject } from '@fedify/vocab'

import { ALICE } from './actor'
import { INBOX_PATH, SHARED_INBOX_PATH } from './paths'

/** One activity that reached the remote's inbox, signature verified by Fedify. */
export interface ReceivedActivity {
  activity: Activity
  /**
   * The id of its object as sent: fetching an object whose id has a fragment (a follow's) fetches
   * its document, whose id then stands in the activity's object.
   */
  objectId: URL | null
  /** Its object: embedded, or fetched as the remote would; null when it cannot be had. */
  object: ActivityObject | null
  /** The activity as it was posted, without its Linked Data signature. */
  json: unknown
}

type ReceivedPredicate = (received: ReceivedActivity) => boolean

export interface RemoteInbox {
  /** Everything received so far, oldest first. */
  readonly received: readonly ReceivedActivity[]
  /** The first received activity that `predicate` accepts, waiting up to `timeoutMs` for it. */
  waitFor: (predicate: ReceivedPredicate, timeoutMs: number) => Promise<ReceivedActivity>
}

interface Waiter {
  predicate: ReceivedPredicate
  resolve: (received: ReceivedActivity) => void
}

/** What arrived, by type and id: the message of a wait that timed out. */
const listReceived = (received: readonly ReceivedActivity[]) =>
  received.map(({ activity }) => `${activity.constructor.name} ${activity.id?.href}`).join(', ') ||
  'nothing'

/**
 * The remote's personal and shared inboxes: every activity of any type (Accept, Reject, Create,
 * Update, Delete, Announce, …) is recorded, and waits for one are answered as it arrives; a Follow
 * is accepted.
 */
export function registerInbox(federation: Federation<void>): RemoteInbox {
  const received: ReceivedActivity[] = []
  let waiters: Waiter[] = []

  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Activity, async (ctx, activity) => {
      const objectId = activity.objectId
      const json = await activity.toJsonLd()
      const entry: ReceivedActivity = {
        activity,
        objectId,
        json,
        object: await activity.getObject({
          documentLoader: ctx.documentLoader,
          contextLoader: ctx.contextLoader,
          suppressError: true,
        }),
      }
      received.push(entry)
      // Alice's account is not locked: a follow of her is accepted at once, as Mastodon does.
      const follower = activity instanceof Follow ? await activity.getActor(ctx) : null
      if (follower) {
        const alice = ctx.getActorUri(ALICE)
        const accept = new Accept({
          id: new URL(`#accepts/${randomUUID()}`, alice),
          actor: alice,
          object: activity,
        })
        await ctx.sendActivity({ identifier: ALICE }, follower, accept, { immediate: true })
      }
      const stillWaiting: Waiter[] = []
      for (const waiter of waiters) {
        if (waiter.predicate(entry)) waiter.resolve(entry)
        else stillWaiting.push(waiter)
      }
      waiters = stillWaiting
    })

  const waitFor = (predicate: ReceivedPredicate, timeoutMs: number) => {
    const already = received.find(predicate)
    if (already) return Promise.resolve(already)
    return new Promise<ReceivedActivity>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== self)
        reject(new Error(`Not received in ${timeoutMs} ms; received: ${listReceived(received)}`))
      }, timeoutMs)
      const self: Waiter = {
        predicate,
        resolve: (entry) => {
          clearTimeout(timer)
          resolve(entry)
        },
      }
      waiters.push(self)
    })
  }

  return { received, waitFor }
}
