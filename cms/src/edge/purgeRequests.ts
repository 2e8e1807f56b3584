/** The edges the CMS can purge (EDGE_PURGE_ADAPTER). */
export const EDGE_PURGE_ADAPTERS = ['varnish', 'fastly', 'cloudflare'] as const
export type EdgePurgeAdapter = (typeof EDGE_PURGE_ADAPTERS)[number]

export interface EdgePurgeTarget {
  adapter: EdgePurgeAdapter
  /** Varnish: the edge itself; Fastly: …/service/{id}/purge; Cloudflare: …/zones/{zone}/purge_cache. */
  url: string
  token?: string
}

export interface PurgeRequest {
  url: string
  init: RequestInit
}

/**
 * The most keys one request carries: Fastly takes 256 per batch purge; Cloudflare documents 30
 * tags per call on every plan.
 */
const BATCH: Record<EdgePurgeAdapter, number> = { varnish: 256, fastly: 256, cloudflare: 30 }

function batches(keys: readonly string[], size: number): string[][] {
  const result: string[][] = []
  for (let start = 0; start < keys.length; start += size)
    result.push(keys.slice(start, start + size))
  return result
}

/** One request in each edge's wire format. */
const requestFor: Record<
  EdgePurgeAdapter,
  (target: EdgePurgeTarget, keys: string[]) => RequestInit
> = {
  // deploy/varnish/surrogate-keys.vcl: bans every object tagged with one of the keys.
  varnish: (_target, keys) => ({ method: 'PURGE', headers: { 'surrogate-key': keys.join(' ') } }),
  // Fastly's batch purge by surrogate key, the keys in the Surrogate-Key header.
  fastly: (target, keys) => ({
    method: 'POST',
    headers: { 'fastly-key': target.token ?? '', 'surrogate-key': keys.join(' ') },
  }),
  // Cloudflare's purge_cache by cache tags.
  cloudflare: (target, keys) => ({
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.token ?? ''}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ tags: keys }),
  }),
}

/** The requests that purge `keys` at `target`, as few as its batch size allows. */
export function purgeRequests(target: EdgePurgeTarget, keys: readonly string[]): PurgeRequest[] {
  return batches([...new Set(keys)], BATCH[target.adapter]).map((batch) => ({
    url: target.url,
    init: requestFor[target.adapter](target, batch),
  }))
}

/**
 * Whether the edge did purge: a 2xx, and for Cloudflare `success: true` in its JSON envelope
 * (it reports some failures that way).
 */
export async function purged(adapter: EdgePurgeAdapter, response: Response): Promise<boolean> {
  if (!response.ok) return false
  if (adapter !== 'cloudflare') return true
  const body = (await response.json().catch(() => null)) as { success?: unknown } | null
  return body?.success === true
}
