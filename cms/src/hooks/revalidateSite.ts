import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { REVALIDATE_PATH, REVALIDATE_SECRET_HEADER, type SiteCacheTag } from '@blockwise/shared'

import { forgetPublishedLists } from '@/contract/publishedListCache'
import { env } from '@/env'
import { announceContentChange } from '@/redis/contentChanges'

import { afterCommit } from './afterCommit'

async function send(tags: SiteCacheTag[], { payload }: { payload: Payload }): Promise<void> {
  try {
    const response = await fetch(new URL(REVALIDATE_PATH, env.siteInternalUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [REVALIDATE_SECRET_HEADER]: env.revalidateSecret ?? '',
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok)
      payload.logger.warn(`Site revalidation of ${tags.join(', ')} answered ${response.status}`)
  } catch (error) {
    payload.logger.warn(`Site revalidation of ${tags.join(', ')} failed: ${String(error)}`)
  }
}

/**
 * Tells the site and the other CMS instances that `tags` changed. With REDIS_URL, through Redis
 * (every instance hears it); when Redis cannot be reached, or without it, by the webhook, which
 * reaches one site instance.
 */
async function announce(tags: SiteCacheTag[], { payload }: { payload: Payload }): Promise<void> {
  if (env.redisUrl) {
    try {
      await announceContentChange(tags)
      return
    } catch (error) {
      payload.logger.warn(`Announcing the change of ${tags.join(', ')} failed: ${String(error)}`)
    }
  }
  if (env.revalidateSecret) await send(tags, { payload })
}

/**
 * Once a write is committed, drops this process's shared reader lists and tells the site (and the
 * other CMS instances) to drop their cached copies of `tags`. Hooks run inside the write's
 * transaction: done there, a reader (or the site re-rendering) could read the old rows after the
 * caches were emptied and cache them again. A site or Redis that is down never fails the save.
 */
function revalidate(tags: SiteCacheTag[], req: PayloadRequest): Promise<void> {
  return afterCommit(req, () => {
    forgetPublishedLists()
    if (!req.context.skipSiteRevalidation) void announce(tags, req)
  })
}

/** For writes made with `skipSiteRevalidation`: tells the site once they are committed. */
export async function notifySite(payload: Payload, ...tags: SiteCacheTag[]): Promise<void> {
  forgetPublishedLists()
  await announce(tags, { payload })
}

export function revalidateAfterChange(...tags: SiteCacheTag[]): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    await revalidate(tags, req)
    return doc as unknown
  }
}

export function revalidateAfterDelete(...tags: SiteCacheTag[]): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    await revalidate(tags, req)
    return doc as unknown
  }
}

export function revalidateGlobalAfterChange(...tags: SiteCacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await revalidate(tags, req)
    return doc as unknown
  }
}
