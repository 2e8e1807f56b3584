import { LIFETIMES, SITE_RESOURCES } from '@blockwise/shared/cacheModel'
import { flattenRedirects, type RedirectPair } from '@blockwise/shared/redirects/chains'
import { redirectFromProblem, redirectPathProblem } from '@blockwise/shared/redirects/paths'
import { edgeCacheHeaders, surrogateKeyHeaders } from '@blockwise/shared/surrogateKeys'

import type { Middleware } from './middleware'

/** A query browsers send: printable ASCII. Anything else stays behind rather than reach a header. */
const PRINTABLE_QUERY = /^\?[\x21-\x7e]*$/

/** What the cache model declares of a 301 (shared/src/cacheModel/resources.ts: `redirect`). */
const { keys, edgeSeconds } = SITE_RESOURCES.redirect
const REDIRECT_HEADERS = {
  ...edgeCacheHeaders(edgeSeconds, LIFETIMES.sharedSeconds),
  ...surrogateKeyHeaders(keys()),
}

/** Whatever the CMS holds, a reader is only ever sent to a page of this site. */
const joinsSitePages = ({ from, to }: RedirectPair) =>
  redirectFromProblem(from) === null && redirectPathProblem(to) === null

export interface RedirectsOptions {
  /** Every redirect, from the CMS (lib/cms/redirects.ts). */
  load: () => Promise<readonly RedirectPair[]>
  /** The number of the latest change of the redirects this process heard of (contentGenerations.mjs). */
  generation: () => number
  /** After a failed load, the next try. */
  retryMs?: number
  /** A safety net for a change this instance never heard of: reloaded this often regardless. */
  reloadMs?: number
}

export interface Redirects {
  /** The site server's step answering an old address with a 301 to the current one. */
  answer: Middleware
  /** Loads the map again when a change of the redirects was announced since it was loaded. */
  refreshIfChanged: () => Promise<void>
}

/**
 * The CMS's redirects, kept in memory and flattened (one 301 to where a chain ends), so an old
 * address costs a lookup and no CMS call. A failed load keeps the map as it was and is retried:
 * no redirect is lost to a CMS that is briefly away.
 */
export function createRedirects({
  load,
  generation,
  retryMs = 5000,
  reloadMs = LIFETIMES.nextCacheSeconds * 1000,
}: RedirectsOptions): Redirects {
  let map = new Map<string, string>()
  let loadedAt: number | undefined
  let loading = false
  let retry: NodeJS.Timeout | undefined

  const refreshIfChanged = async (): Promise<void> => {
    const wanted = generation()
    if (loading || wanted === loadedAt) return
    loading = true
    try {
      map = flattenRedirects((await load()).filter(joinsSitePages))
      loadedAt = wanted
    } catch (error) {
      console.error('Could not load the redirects (the last ones are kept):', error)
      retry ??= setTimeout(() => {
        retry = undefined
        void refreshIfChanged()
      }, retryMs).unref()
      return
    } finally {
      loading = false
    }
    // A change announced while this load was on its way.
    await refreshIfChanged()
  }

  setInterval(() => {
    loadedAt = undefined
    void refreshIfChanged()
  }, reloadMs).unref()

  const answer: Middleware = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const url = request.url ?? '/'
    const queryStart = url.indexOf('?')
    const path = queryStart === -1 ? url : url.slice(0, queryStart)
    const to = map.get(path)
    if (to === undefined) return next()
    const query = queryStart === -1 ? '' : url.slice(queryStart)
    response.writeHead(301, {
      location: PRINTABLE_QUERY.test(query) ? `${to}${query}` : to,
      ...REDIRECT_HEADERS,
    })
    return response.end()
  }

  return { answer, refreshIfChanged }
}
