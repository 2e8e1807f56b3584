import { DRAFT_MODE_COOKIE, PREVIEW_TOKEN_COOKIE } from '../preview/previewCookies'

import { RENDER_BY_NEXT, selfOrigin } from './selfRender'

const ARTICLE_PAGE = /^\/articles\/([a-z0-9-]+)$/

/** What the proxy and the site's server know of a request, each in its own way. */
export interface PageRequest {
  method: string
  /** The path, without its query. */
  pathname: string
  hasHeader: (name: string) => boolean
  hasCookie: (name: string) => boolean
}

/**
 * The article a reader's plain request for a page asks for, which a template can make
 * (docs/decisions/0026): not Next's own requests for a page's RSC payload, not a preview, not the
 * site's server asking Next to render it, not a path the proxy sends home (any holding
 * /performance). Matched in lower case, as the proxy matches every page path.
 */
export function templatedArticleSlug(request: PageRequest): string | null {
  const path = request.pathname.toLowerCase()
  const slug = ARTICLE_PAGE.exec(path)?.[1]
  if (!slug || path.includes('/performance') || !selfOrigin()) return null
  if (!['GET', 'HEAD'].includes(request.method)) return null
  if (['rsc', 'next-router-prefetch', RENDER_BY_NEXT].some(request.hasHeader)) return null
  return [DRAFT_MODE_COOKIE, PREVIEW_TOKEN_COOKIE].some(request.hasCookie) ? null : slug
}
