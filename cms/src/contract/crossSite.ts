import { env } from '@/env'

import type { ClientRequest } from '@/lib/clientKey'

/** The pages allowed to post readers' actions: the site's and the CMS's own. */
const OWN_ORIGINS = new Set([env.siteUrl, env.cmsUrl].map(originOf))

/**
 * Whether a browser sent this request from another site's page: a form or a simple fetch there
 * needs no CORS preflight, so without this check any page could spend its visitors' claps and
 * views. Browsers mark such requests (Sec-Fetch-Site) and name their page (Origin); clients that
 * are not browsers send neither and are held by the per-client budgets alone.
 */
export function isCrossSite(request: ClientRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  return origin !== null && !OWN_ORIGINS.has(origin)
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}
