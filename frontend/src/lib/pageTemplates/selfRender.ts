/**
 * How the route that fills templates asks the site's own server for a page Next renders (a
 * specimen, or a page no template can make): a request carrying RENDER_BY_NEXT, which the proxy
 * hands to the page as it would without templates. Readers may send it too: they get the page
 * Next renders, as before templates.
 */
export const RENDER_BY_NEXT = 'x-blockwise-render'

/** On an answer whose HTML the site's server already rewrote: do not rewrite it again. */
export const PAGE_FINISHED = 'x-blockwise-page-finished'

/** The site's own server, as main.ts listens (unset under `next dev`: no templates there). */
export const SELF_ORIGIN = 'SITE_SELF_ORIGIN'

export const selfOrigin = (): string | undefined => process.env[SELF_ORIGIN] || undefined

/** Says which way a reader's article page was made: `template`, or absent when Next rendered it. */
export const PAGE_SOURCE = 'x-page-source'
