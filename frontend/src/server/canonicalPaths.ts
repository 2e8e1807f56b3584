import type { Middleware } from './middleware'
import { NOT_PAGES } from './notPages'

/** RFC 3986's unreserved characters: percent-encoding one of them changes nothing. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/
const TRIPLET = /%([0-9a-f]{2})/gi
/** A path as browsers send one: printable ASCII (anything else is left to Next, which refuses it). */
const PRINTABLE = /^[\x21-\x7e]*$/

/**
 * Whether a request's path is one no browser sends: a dot segment, which climbs out of where it
 * starts (`/api/../admin`, `/api/%2e%2e/cms-api`), or a backslash, which browsers read as a
 * slash (`/\\evil.example` in a Location is another site). A browser resolves both before it
 * asks, so only a hostile client sends them, hoping that one part routes by the path as written
 * and the next by the path resolved.
 */
export function isHostilePath(path: string): boolean {
  if (path.includes('\\')) return true
  const segments = path
    .replace(/%2e/gi, '.')
    .replace(/%2f|%5c/gi, '/')
    .split('/')
  return segments.some((segment) => segment === '.' || segment === '..')
}

/** docs/product.md#screens: a path containing /performance goes home before any other rule. */
const goesHome = (path: string) => path.toLowerCase().includes('/performance')

/**
 * The one address of a page: lower case (every slug is), unreserved characters as themselves,
 * other percent-escapes in upper case, no empty segment and no trailing slash. The edge and the
 * CMS's purges know a page by this address only.
 */
export function canonicalPagePath(path: string): string {
  const decoded = path.toLowerCase().replace(TRIPLET, (triplet, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : triplet.toUpperCase()
  })
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
}

/**
 * The site server's first step: a hostile path is refused (400), and a page
 * asked for at another spelling of its address is sent to the canonical one (308), so that no
 * cache keeps a copy that the page's purge would not reach.
 */
export const canonicalPaths: Middleware = (request, response, next) => {
  const [, path = '/', query = ''] = /^([^?]*)(.*)$/s.exec(request.url ?? '/') ?? []
  if (isHostilePath(path)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    return response.end('This address is not accepted')
  }
  const readsPage = request.method === 'GET' || request.method === 'HEAD'
  if (!readsPage || NOT_PAGES.test(path) || !PRINTABLE.test(path) || goesHome(path)) return next()
  const canonical = canonicalPagePath(path)
  if (canonical === path) return next()
  response.writeHead(308, {
    location: `${canonical}${query}`,
    'cache-control': 'public, max-age=3600',
  })
  return response.end()
}
