import type { ServerResponse } from 'node:http'

import {
  LIFETIMES,
  SITE_RESOURCES,
  siteResourceOf,
  type CachedResource,
} from '@blockwise/shared/cacheModel'
import { edgeCacheHeaders, surrogateKeyHeaders } from '@blockwise/shared/surrogateKeys'

import { beforeHead } from '../compat/responseTaps'

import type { Middleware } from './middleware'
import { NOT_PAGES } from './notPages'

const edgeHeaders = ({ keys, edgeSeconds }: PageKeys): Record<string, string> => ({
  ...edgeCacheHeaders(edgeSeconds, LIFETIMES.sharedSeconds),
  ...surrogateKeyHeaders(keys),
})

export interface PageKeys {
  keys: string[]
  edgeSeconds: number
}

/**
 * The surrogate keys of a page, from its route, as the cache model declares them
 * (shared/src/cacheModel): Next's pages cannot set headers. The CMS purges the same keys when
 * what the page shows changes. Null for what is not a page of the site or is kept by no cache.
 */
export function pageSurrogateKeys(pathname: string): PageKeys | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1')
  if (NOT_PAGES.test(path)) return null
  const match = siteResourceOf(path)
  if (!match) return null
  const resource: CachedResource = SITE_RESOURCES[match.name]
  return { keys: resource.keys(match.params), edgeSeconds: resource.edgeSeconds }
}

const header = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '')

/**
 * An answer every reader shares: Next's pages and feeds say `s-maxage` or `public`, except a page
 * another instance stored in the shared cache, which Next sends with no Cache-Control at all.
 * A page's 404 is shared too, so that the page's purge reaches it once the page has content.
 */
function isSharedAnswer(response: ServerResponse): boolean {
  const cacheControl = header(response.getHeader('cache-control')).toLowerCase()
  const contentType = header(response.getHeader('content-type'))
  const fromNextCache = response.hasHeader('x-nextjs-cache')
  return (
    (response.statusCode === 200 || response.statusCode === 404) &&
    !response.hasHeader('set-cookie') &&
    (/\b(s-maxage|public)\b/.test(cacheControl) || (cacheControl === '' && fromNextCache)) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    /^(text\/html|application\/(rss\+)?xml|text\/xml)/i.test(contentType)
  )
}

/** How long the edge keeps the answer, as `page` allows it and as Next marked the copy. */
function edgeLifetime(response: ServerResponse, page: PageKeys): PageKeys {
  if (header(response.getHeader('x-nextjs-cache')) === 'STALE')
    return { ...page, edgeSeconds: LIFETIMES.staleEdgeSeconds }
  if (response.statusCode === 404)
    return { ...page, edgeSeconds: Math.min(page.edgeSeconds, LIFETIMES.notFoundEdgeSeconds) }
  return page
}

/** Gives a shared answer its keys and edge lifetime, once its status and Cache-Control are known. */
function setEdgeHeaders(response: ServerResponse, page: PageKeys): void {
  if (!isSharedAnswer(response)) return
  const kept = edgeLifetime(response, page)
  for (const [name, value] of Object.entries(edgeHeaders(kept))) response.setHeader(name, value)
}

/**
 * The site server's step that gives pages their surrogate keys and a Cache-Control for an edge
 * that purges: browsers check back, the edge keeps the page.
 */
export const surrogateKeys: Middleware = (request, response, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const page = pageSurrogateKeys(new URL(request.url ?? '/', 'http://site').pathname)
    if (page) beforeHead(response, () => setEdgeHeaders(response, page))
  }
  return next()
}
