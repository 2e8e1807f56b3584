import { setTimeout as delay } from 'node:timers/promises'

import {
  CONTENT_CHANGED_CHANNEL,
  CONTENT_GENERATION_KEY,
  formatContentChangedMessage,
  parseContentChangedMessage,
  type SiteCacheTag,
} from '@blockwise/shared'

import { forgetPublishedLists } from '@/contract/publishedListCache'

import { redisCommands, redisSubscriber, whenReady } from './client'

/** How long an announcement waits for a connection (a worker's first one, or one coming back). */
const ANNOUNCE_WAIT_MS = 2000

/**
 * Tells every CMS and site instance sharing Redis that a change of `tags` is committed: the
 * generation goes up, then the change is published with it. Rejects when Redis is unreachable.
 */
export async function announceContentChange(tags: SiteCacheTag[]): Promise<void> {
  const client = await redisCommands()
  if (!client) throw new Error('REDIS_URL is not set')
  await whenReady(client, ANNOUNCE_WAIT_MS)
  const generation = await client.incr(CONTENT_GENERATION_KEY)
  await client.publish(CONTENT_CHANGED_CHANNEL, formatContentChangedMessage({ tags, generation }))
}

/**
 * Empties this process's shared reader lists whenever an instance announces a change, and each
 * time the subscription connects again, since what was announced meanwhile never arrives. Resolves
 * once subscribed, or after `waitMs` while Redis is unreachable (the subscription keeps trying).
 */
export async function forgetListsOnContentChanges(waitMs: number): Promise<void> {
  const subscriber = await redisSubscriber()
  if (!subscriber) return
  subscriber.on('ready', forgetPublishedLists)
  const subscribed = subscriber
    .subscribe(CONTENT_CHANGED_CHANNEL, (text) => {
      if (parseContentChangedMessage(text)) forgetPublishedLists()
      else console.warn(`[redis] ignored a malformed message on ${CONTENT_CHANGED_CHANNEL}`)
    })
    .then(
      () => true,
      (error: unknown) => {
        console.error(`[redis] subscribing to ${CONTENT_CHANGED_CHANNEL} failed`, error)
        return true
      },
    )
  const gaveUp = delay(waitMs, false, { ref: false })
  if (!(await Promise.race([subscribed, gaveUp])))
    console.warn(`[redis] unreachable: serving now, subscribing to changes once it answers`)
}
