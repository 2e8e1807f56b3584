import type { Service } from '../processes'

/** The header each site instance names itself in (SITE_INSTANCE, frontend/src/server/main.ts). */
const SITE_INSTANCE_HEADER = 'x-site-instance'

/**
 * Resolves once readers at the entry reach every named site instance. An instance that started
 * after Varnish was probed sick until then, and Varnish sends it readers only after two good probes
 * a second apart: until then one instance would take every reader. Each look is a query of its own,
 * so the edge's cache never answers it.
 */
export async function awaitEveryInstance(
  entryUrl: string,
  names: readonly string[],
  varnish: Service,
  timeoutMs = 30_000,
): Promise<void> {
  const seen = new Set<string>()
  const deadline = Date.now() + timeoutMs
  for (let look = 0; Date.now() < deadline; look++) {
    if (varnish.child.exitCode !== null) throw new Error('varnishd exited during the start')
    const response = await fetch(`${entryUrl}/robots.txt?instance-check=${look}`).catch(() => null)
    await response?.arrayBuffer()
    const instance = response?.ok ? response.headers.get(SITE_INSTANCE_HEADER) : null
    if (instance) seen.add(instance)
    if (names.every((name) => seen.has(name))) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const missing = names.filter((name) => !seen.has(name))
  throw new Error(`The entry never reached ${missing.join(', ')} within ${timeoutMs / 1000}s`)
}
