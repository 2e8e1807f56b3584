import { redirectListSchema, type Redirect } from '@blockwise/shared/schemas/redirect'

// Relative imports: the site server bundles this module, and its bundle leaves `@/` paths alone.
import { cmsUrl } from '../../env'
import { cmsErrorOf } from './cmsError'

/** Long enough for thousands of redirects, short enough that a stuck CMS is retried soon. */
const LOAD_TIMEOUT_MS = 10_000

/**
 * Every redirect, as the CMS has them now: the site server's map (server/redirects.ts) is loaded
 * from this, outside Next and its cache, whenever the CMS announces a change of them.
 */
export async function loadRedirects(): Promise<Redirect[]> {
  const response = await fetch(new URL('/api/redirects', cmsUrl()), {
    headers: { accept: 'application/json', 'cache-control': 'no-cache' },
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  })
  if (!response.ok) throw await cmsErrorOf(response)
  return redirectListSchema.parse(await response.json())
}
