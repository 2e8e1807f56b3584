import { cmsUrl } from '../../env'

/** How often a site started beside its CMS asks whether the CMS is up. */
const POLL_MS = 100

/**
 * Resolves once the CMS's readiness check (`/health`: Payload initialised, PostgreSQL answering)
 * answers 2xx, or after `longestMs` whatever it answered: a site started beside its CMS, rather
 * than after it, boots while the CMS does and warms up once there is something to read. Never
 * rejects.
 */
export async function cmsBooted(longestMs: number, cms = cmsUrl()): Promise<void> {
  const health = new URL('/health', cms)
  const deadline = Date.now() + longestMs
  while (Date.now() < deadline) {
    // A CMS that takes the connection and never answers is still bounded by the deadline.
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()))
    const up = await fetch(health, { signal })
      .then(async (answer) => {
        await answer.arrayBuffer()
        return answer.ok
      })
      .catch(() => false)
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
