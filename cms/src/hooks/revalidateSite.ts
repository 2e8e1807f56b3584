import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { REVALIDATE_PATH, REVALIDATE_SECRET_HEADER, type SiteCacheTag } from '@blockwise/shared'
import { waitAtMost } from '@blockwise/shared/waitAtMost'

import { forgetPublishedLists } from '@/contract/publishedListCache'
import { purgeEdgeAfter } from '@/edge/purgeEdge'
import { env } from '@/env'
import { announceContentChange } from '@/redis/contentChanges'

import { afterCommit } from '@/compat/afterCommit'

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
 * How long a save waits for the site to hear of it before answering. A site that heard answers
 * nothing older once the save has answered: an editor who opens the page sees their change, and a
 * busy site cannot stretch the time readers get the old page by its delay in hearing. A slow or
 * stopped site delays a save by this much at most, and never fails it.
 */
export const SITE_NOTICE_WAIT_MS = 2000

/**
 * Once a write is committed, drops this process's shared reader lists, tells the site (and the
 * other CMS instances) to drop their cached copies of `tags`, and then purges `edgeKeys` at the
 * edge (the edge refetches from the site, which must have dropped its copy first). Hooks run
 * inside the write's transaction: done there, a reader (or the site re-rendering) could read the
 * old rows after the caches were emptied and cache them again. The write answers once the site
 * has been told, or after SITE_NOTICE_WAIT_MS; the edge's purge follows unwaited.
 */
export function revalidate(
  tags: SiteCacheTag[],
  req: PayloadRequest,
  edgeKeys: readonly string[],
): Promise<void> {
  return afterCommit(req, async () => {
    forgetPublishedLists()
    // Writes that skip it are told (and purged) by notifySite once the whole change is committed.
    if (req.context.skipSiteRevalidation) return
    const siteTold = announce(tags, req)
    purgeEdgeAfter(siteTold, edgeKeys, req.payload.logger)
    await waitAtMost(siteTold, SITE_NOTICE_WAIT_MS)
  })
}

/** For writes made with `skipSiteRevalidation`: tells the site, then the edge, once committed. */
export async function notifySite(
  payload: Payload,
  tags: SiteCacheTag[],
  edgeKeys: readonly string[] = [],
): Promise<void> {
  forgetPublishedLists()
  const siteTold = announce(tags, { payload })
  purgeEdgeAfter(siteTold, edgeKeys, payload.logger)
  await siteTold
}

/** The surrogate keys a change purges at the edge, from the hook's arguments. */
type EdgeKeysOf<Args> = (args: Args) => readonly string[]
const noKeys = () => []

/** A hook that revalidates `tag` and purges what `edgeKeysOf` names, once the write commits. */
function revalidating<Args extends { doc: unknown; req: PayloadRequest }>(
  tag: SiteCacheTag,
  edgeKeysOf: EdgeKeysOf<Args> = noKeys,
) {
  return async (args: Args): Promise<unknown> => {
    await revalidate([tag], args.req, edgeKeysOf(args))
    return args.doc
  }
}

export const revalidateAfterChange = (
  tag: SiteCacheTag,
  edgeKeysOf?: EdgeKeysOf<Parameters<CollectionAfterChangeHook>[0]>,
): CollectionAfterChangeHook => revalidating(tag, edgeKeysOf)

export const revalidateAfterDelete = (
  tag: SiteCacheTag,
  edgeKeysOf?: EdgeKeysOf<Parameters<CollectionAfterDeleteHook>[0]>,
): CollectionAfterDeleteHook => revalidating(tag, edgeKeysOf)

export const revalidateGlobalAfterChange = (
  tag: SiteCacheTag,
  edgeKeysOf?: EdgeKeysOf<Parameters<GlobalAfterChangeHook>[0]>,
): GlobalAfterChangeHook => revalidating(tag, edgeKeysOf)
