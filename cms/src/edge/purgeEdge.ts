import { env } from '@/env'

import { createCountPurges } from './countPurges'
import { purged, purgeRequests, type EdgePurgeTarget, type PurgeRequest } from './purgeRequests'

interface Logger {
  warn: (message: string) => void
}

/** Attempts per request, and the first wait between them (it doubles). */
const ATTEMPTS = 4
const FIRST_RETRY_MS = 250
const TIMEOUT_MS = 5000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends one purge request until the edge confirms it, a few times; false if it never does. */
async function send(
  target: EdgePurgeTarget,
  request: PurgeRequest,
  logger: Logger,
): Promise<boolean> {
  let last = ''
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await wait(FIRST_RETRY_MS * 2 ** (attempt - 1))
    try {
      const response = await fetch(request.url, {
        ...request.init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (await purged(target.adapter, response)) return true
      last = `answered ${response.status}`
      // A refusal (bad token, bad keys) will not change on retry; a limit or an outage may.
      if (response.status < 500 && response.status !== 429 && response.status !== 408) break
    } catch (error) {
      last = `failed: ${String(error)}`
    }
  }
  logger.warn(`Edge purge (${target.adapter}) at ${request.url} ${last}`)
  return false
}

/** Purges `keys` at `target`; failures are logged, never thrown. True when every batch purged. */
export async function purgeEdge(
  target: EdgePurgeTarget,
  keys: readonly string[],
  logger: Logger,
): Promise<boolean> {
  if (keys.length === 0) return true
  const results = await Promise.all(
    purgeRequests(target, keys).map((request) => send(target, request, logger)),
  )
  return results.every(Boolean)
}

/** The edge configured by EDGE_PURGE_URL, EDGE_PURGE_ADAPTER and EDGE_PURGE_TOKEN, if any. */
function configuredEdge(): EdgePurgeTarget | null {
  if (!env.edgePurgeUrl) return null
  return { adapter: env.edgePurgeAdapter, url: env.edgePurgeUrl, token: env.edgePurgeToken }
}

/**
 * Purges `keys` at the configured edge once the site has been told of the change (`siteTold`),
 * then once more EDGE_PURGE_REPEAT_MS later. The edge refetches a purged page from the site at
 * once; if that request reaches a site instance that has not yet dropped its own copy (another
 * instance told through Redis, with no answer to wait for, or a render that began before the
 * change), the edge would keep the old page for its whole lifetime. The second purge removes
 * that copy, by when every site instance has the change.
 */
export function purgeEdgeAfter(
  siteTold: Promise<unknown>,
  keys: readonly string[],
  logger: Logger,
): void {
  const target = configuredEdge()
  if (!target || keys.length === 0) return
  void siteTold
    .catch(() => undefined)
    .then(() => purgeEdge(target, keys, logger))
    .then(() => wait(env.edgePurgeRepeatMs))
    .then(() => purgeEdge(target, keys, logger))
}

/**
 * This process's purges of changed counts (claps and views, from the routes and the fast path),
 * at the configured edge, if any.
 */
const countsEdge = configuredEdge()
export const countPurges = createCountPurges(
  countsEdge ? (keys) => purgeEdge(countsEdge, keys, console) : null,
)
