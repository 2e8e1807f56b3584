import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { forgetPublishedLists } from '@/contract/publishedListCache'
import { env } from '@/env'

/** The site's cache tags (frontend/src/lib/cms/fetchJson.ts). */
export type SiteCacheTag = 'articles' | 'authors' | 'site-settings'

async function send(tags: SiteCacheTag[], { payload }: { payload: Payload }): Promise<void> {
  try {
    const response = await fetch(new URL('/internal/revalidate', env.siteInternalUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-revalidate-secret': env.revalidateSecret ?? '',
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
 * Once a write is committed, drops this process's shared reader lists and asks the site to drop its
 * cached copies of `tags`. Hooks run inside the write's transaction, so inside a request this waits
 * until the response has gone out (after commit); otherwise (seed, scripts) it runs straight away.
 * A site that is down never fails the save.
 */
function revalidate(tags: SiteCacheTag[], req: PayloadRequest): void {
  const afterCommit = async () => {
    forgetPublishedLists()
    if (env.revalidateSecret && !req.context.skipSiteRevalidation) await send(tags, req)
  }
  try {
    after(afterCommit)
  } catch {
    void afterCommit()
  }
}

/** For writes made with `skipSiteRevalidation`: tells the site once they are committed. */
export async function notifySite(payload: Payload, ...tags: SiteCacheTag[]): Promise<void> {
  forgetPublishedLists()
  if (env.revalidateSecret) await send(tags, { payload })
}

export function revalidateAfterChange(...tags: SiteCacheTag[]): CollectionAfterChangeHook {
  return ({ doc, req }) => {
    revalidate(tags, req)
    return doc as unknown
  }
}

export function revalidateAfterDelete(...tags: SiteCacheTag[]): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    revalidate(tags, req)
    return doc as unknown
  }
}

export function revalidateGlobalAfterChange(...tags: SiteCacheTag[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    revalidate(tags, req)
    return doc as unknown
  }
}
