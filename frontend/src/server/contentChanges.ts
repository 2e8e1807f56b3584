import {
  currentGeneration,
  generationsKnown,
  generationsUnknown,
} from '../lib/cms/contentGenerations.mjs'
import {
  CONTENT_CHANGED_CHANNEL,
  CONTENT_GENERATION_KEY,
  parseContentChangedMessage,
  SITE_CACHE_TAGS,
  type ContentChangedMessage,
} from '@blockwise/shared/siteRevalidation'
import { connectToRedis } from './redisConnection.mjs'

/**
 * Each tag's latest announced generation, as the site instances record it (only ever upwards), so
 * an instance that starts or comes back learns what it missed, tag by tag.
 */
const TAG_GENERATIONS_KEY = 'blockwise:content-generation-by-tag'

export type ContentChange = ContentChangedMessage

/**
 * With REDIS_URL: every CMS instance announces each committed change on CONTENT_CHANGED_CHANNEL,
 * numbered by the global CONTENT_GENERATION_KEY, and every site instance hears it here, on a
 * connection of its own, records it, and hands it to `apply` (which does what the revalidation
 * webhook does). Pub/sub keeps nothing for a listener that is away, so while the connection is
 * down every stamped cache entry counts as old (contentGenerations.mjs); once it is back, every
 * tag that moved meanwhile is applied. Nothing here throws: failures are logged and retried.
 */
export async function followContentChanges(
  redisUrl: string,
  apply: (change: ContentChange) => Promise<void>,
): Promise<void> {
  generationsUnknown()
  const [subscriber, store] = await Promise.all([
    connectToRedis(redisUrl, 'content changes'),
    connectToRedis(redisUrl, 'content generations'),
  ])
  let caughtUpBefore = false

  const logFailure = (what: string) => (error: unknown) => console.error(`${what}:`, error)
  const applyLogged = (change: ContentChange) =>
    apply(change).catch(logFailure(`Could not apply the content change ${JSON.stringify(change)}`))
  const record = (tags: readonly string[], generation: number) =>
    store.zAdd(
      TAG_GENERATIONS_KEY,
      tags.map((value) => ({ value, score: generation })),
      { comparison: 'GT' },
    )
  const recorded = async () =>
    new Map(
      (await store.zRangeWithScores(TAG_GENERATIONS_KEY, 0, -1)).map(
        ({ value, score }) => [value, score] as const,
      ),
    )

  const catchUp = async () => {
    const latest = Number((await store.get(CONTENT_GENERATION_KEY)) ?? 0)
    let byTag = await recorded()
    if (Math.max(0, ...byTag.values()) < latest) {
      // A change no site instance heard (none was listening): any tag may have changed.
      await record(SITE_CACHE_TAGS, latest)
      byTag = await recorded()
    }
    if (caughtUpBefore) {
      for (const tag of SITE_CACHE_TAGS) {
        const generation = byTag.get(tag) ?? 0
        if (generation > currentGeneration(tag)) await applyLogged({ tags: [tag], generation })
      }
    }
    generationsKnown(byTag)
    caughtUpBefore = true
  }
  const catchUpLogged = () =>
    catchUp().catch(logFailure('Could not read the content generations from Redis'))

  let subscribed = false
  subscriber.on('error', () => generationsUnknown())
  // After a reconnection node-redis subscribes again before it is ready, so no announcement falls
  // between the listening and the reading; the first time, the subscription must be awaited.
  subscriber.on('ready', () => {
    if (subscribed) void catchUpLogged()
  })
  subscriber
    .subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
      const change = parseContentChangedMessage(message)
      if (!change) {
        console.error(`Ignored a malformed content change: ${message.slice(0, 200)}`)
        return
      }
      record(change.tags, change.generation).catch(logFailure('Could not record a content change'))
      void applyLogged(change)
    })
    .then(() => {
      subscribed = true
      return catchUpLogged()
    })
    .catch(logFailure('Could not subscribe to content changes'))
}
