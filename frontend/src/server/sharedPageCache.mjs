import { compressedCacheValues } from './compressedCacheValues.mjs'
import { connectToRedis } from './redisConnection.mjs'

/** A Redis command the cache waits for before treating it as a miss (or a lost write). */
const COMMAND_TIMEOUT_MS = 1000

/**
 * Next's page and data cache kept in Redis (REDIS_URL), shared by every site instance: a page one
 * instance rendered is served by all, and a revalidateTag on any deletes the tag's entries for
 * all. @fortedigital/nextjs-cache-handler does the storing (docs/decisions/0014); entries are
 * namespaced by build, so two versions of the site during a deploy never serve each other's pages,
 * and compressed (compressedCacheValues.mjs).
 * While Redis is unreachable every read misses and every write is dropped: pages render from the CMS.
 * @param {string} url
 */
export async function sharedPageCache(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, client] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    connectToRedis(url, 'shared page cache', { failFast: true }),
  ])
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (client),
        keyPrefix: `blockwise:site:${buildId ?? 'dev'}:`,
        timeoutMs: COMMAND_TIMEOUT_MS,
        valueSerializer: compressedCacheValues,
      }),
    ],
  }))
  return class SharedPageCache extends CacheHandler {
    /** @param {Parameters<InstanceType<typeof CacheHandler>['get']>} args */
    async get(...args) {
      return withStoredLifetime(await super.get(...args))
    }
  }
}

/**
 * An entry with the lifetime it was stored with, as Next's cacheControl. The handler keeps it
 * (`lifespan`) but hands the entry back without it, and Next then takes an entry another instance
 * stored to be a second old at most: it served it STALE, rendered the page again, and sent it
 * with no Cache-Control (so an edge kept it unkeyed, for its own default lifetime).
 * @template {{ lifespan?: { revalidate?: number | false, expireAge?: number } | null, cacheControl?: unknown } | null} Entry
 * @param {Entry} entry
 * @returns {Entry}
 */
export function withStoredLifetime(entry) {
  const lifespan = entry?.lifespan
  if (!entry || entry.cacheControl || !lifespan || lifespan.revalidate === undefined) return entry
  return { ...entry, cacheControl: { revalidate: lifespan.revalidate, expire: lifespan.expireAge } }
}
