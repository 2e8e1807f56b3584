/**
 * The site's not-found screens as pages of their own (decision 0038): Next sends a page that calls
 * notFound() as an empty document drawn only by its script, so the site's server answers a reader's
 * 404 with one of these screens' HTML instead (server/notFoundScreens.ts).
 */
export const NOT_FOUND_SCREENS = '/not-found-screens'

/** Carried by the site server's own ask for a screen; without it the screens' paths are 404s. */
export const NOT_FOUND_SCREEN_HEADER = 'x-blockwise-not-found-screen'

const NOT_FOUND_KINDS = ['page', 'article'] as const
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number]

export const isNotFoundKind = (value: string): value is NotFoundKind =>
  (NOT_FOUND_KINDS as readonly string[]).includes(value)

/** The screen a missing page at `pathname` shows: articles have their own. */
export const notFoundKindOf = (pathname: string): NotFoundKind =>
  /^\/articles\//i.test(pathname) ? 'article' : 'page'
