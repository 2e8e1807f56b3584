import console from 'node:console'

/** The longest wait between two attempts to reach Redis again. */
const MAX_RETRY_MS = 2000

/**
 * A node-redis connection that never gives up and never throws at its owner: it retries with a
 * growing delay (up to MAX_RETRY_MS), says once when Redis is lost and once when it is back, and
 * meanwhile (with `failFast`) its commands fail at once, so callers fall back instead of waiting;
 * without it they wait for the connection. Plain JavaScript, since Next loads the cache handler
 * (generationCheckedCache.mjs) as it is; node-redis is loaded only here, so a single instance
 * without REDIS_URL never loads it.
 * @param {string} url
 * @param {string} purpose named in the logs, e.g. 'shared page cache'
 * @param {{ failFast?: boolean }} [options]
 */
export async function connectToRedis(url, purpose, { failFast = false } = {}) {
  const { createClient } = await import('redis')
  const client = createClient({
    url,
    disableOfflineQueue: failFast,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RETRY_MS) },
  })
  let lost = false
  client.on('error', (/** @type {Error} */ error) => {
    if (lost) return
    lost = true
    console.error(`Redis (${purpose}) unreachable, retrying: ${error.message}`)
  })
  client.on('ready', () => {
    if (!lost) return
    lost = false
    console.log(`Redis (${purpose}) reachable again`)
  })
  // connect() retries until it succeeds; the listeners above report the outages.
  client.connect().catch(() => {})
  return client
}
