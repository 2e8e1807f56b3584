/**
 * The addresses a redirect joins: paths of the site's own pages, in the one spelling the site
 * serves them at (the site server sends every other spelling to it first), so that a redirect can
 * never send a reader to another site and every `from` can match a request.
 */

/** Far above any page's address (`/articles/` and a slug of at most 200 characters). */
export const REDIRECT_PATH_MAX_LENGTH = 300

/** The site's articles live at `/articles/<slug>`, authors at `/authors/<slug>`, tags at `/tags/<slug>`. */
export const sitePathOf = {
  article: (slug: string) => `/articles/${slug}`,
  author: (slug: string) => `/authors/${slug}`,
  tag: (slug: string) => `/tags/${slug}`,
} as const

/** Segments of lower-case letters, digits and `- . _ ~`, each starting with a letter or digit. */
const PAGE_PATH = /^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*)?$/
/** What the site server hands to the CMS or to Next untouched: never a page of the site. */
const NOT_A_PAGE = /^\/(api|cms-api|_next|internal|admin)(\/|$)/

export const REDIRECT_PATH_MESSAGES = {
  notLocal:
    'Enter a path of this site starting with / (for example /articles/some-slug), not a full address',
  tooLong: `A path has at most ${REDIRECT_PATH_MAX_LENGTH} characters`,
  malformed:
    'A path has only lower-case letters, digits and - . _ ~ between single slashes, and no slash at the end',
  notAPage: 'A path under /api, /cms-api, /_next, /internal or /admin is not a page of the site',
  home: 'The home page cannot be redirected',
  goesHome: 'A path containing /performance always leads to the home page',
  itself: 'A redirect cannot lead to its own path',
} as const

/** Why `path` cannot be one end of a redirect, or null when it can. */
export function redirectPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//'))
    return REDIRECT_PATH_MESSAGES.notLocal
  if (path.length > REDIRECT_PATH_MAX_LENGTH) return REDIRECT_PATH_MESSAGES.tooLong
  if (NOT_A_PAGE.test(path)) return REDIRECT_PATH_MESSAGES.notAPage
  if (!PAGE_PATH.test(path)) return REDIRECT_PATH_MESSAGES.malformed
  return null
}

/**
 * Why `from` cannot be where a redirect starts, or null: the home page always has content, and a
 * path containing /performance goes home before any other rule (docs/product.md#screens).
 */
export function redirectFromProblem(from: unknown): string | null {
  const problem = redirectPathProblem(from)
  if (problem) return problem
  if (from === '/') return REDIRECT_PATH_MESSAGES.home
  return (from as string).includes('/performance') ? REDIRECT_PATH_MESSAGES.goesHome : null
}
