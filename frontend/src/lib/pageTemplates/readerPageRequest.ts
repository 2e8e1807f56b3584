import { wantsActivityJson } from '@blockwise/shared/federation/addresses'

import { DRAFT_MODE_COOKIE, PREVIEW_TOKEN_COOKIE } from '../preview/previewCookies'

import { RENDER_BY_NEXT, selfOrigin } from './selfRender'

const ARTICLE_PAGE = /^\/articles\/([a-z0-9-]+)$/
/**
 * Pages templates make besides articles' and search results (docs/decisions/0026): a tag's or an
 * author's pages, a glossary term's page, and a section's pages from 4 (listPageLeaves.ts: a specimen of page 2 or 3 would be at a reader's
 * address; Next keeps those ten pages in its cache). Only canonical page numbers: Next redirects
 * `/page/1` and answers the rest.
 */
const OTHER_PAGES = [
  /^\/(tags|authors)\/[a-z0-9-]+(\/page\/([2-9]|[1-9][0-9]{1,4}))?$/,
  /^\/glossary\/[a-z0-9-]+$/,
  /^\/(news|opinions|analysis|learn|featured)\/page\/([4-9]|[1-9][0-9]{1,4})$/,
]

/** What the proxy and the site's server know of a request, each in its own way. */
export interface PageRequest {
  method: string
  /** The path, without its query. */
  pathname: string
  /** The query, from its `?` ('' or absent when there is none). */
  query?: string
  /** The `Accept` header, if any. */
  accept: string | null | undefined
  hasHeader: (name: string) => boolean
  hasCookie: (name: string) => boolean
}

/**
 * Whether a reader's plain request may be answered from a template (docs/decisions/0026): not
 * Next's own requests for a page's RSC payload, not a preview, not the site's server asking Next
 * to render it, not a path the proxy sends home (any holding /performance), not a fediverse
 * server asking for the article's ActivityStreams JSON (the CMS's to answer).
 */
function isPlainReaderRequest(request: PageRequest, path: string): boolean {
  if (path.includes('/performance') || !selfOrigin()) return false
  if (!['GET', 'HEAD'].includes(request.method)) return false
  if (wantsActivityJson(request.accept)) return false
  if (['rsc', 'next-router-prefetch', RENDER_BY_NEXT].some(request.hasHeader)) return false
  return ![DRAFT_MODE_COOKIE, PREVIEW_TOKEN_COOKIE].some(request.hasCookie)
}

/**
 * The article a reader's plain request for a page asks for, which a template can make. Matched
 * in lower case, as the proxy matches every page path.
 */
export function templatedArticleSlug(request: PageRequest): string | null {
  const path = request.pathname.toLowerCase()
  const slug = ARTICLE_PAGE.exec(path)?.[1]
  return slug && isPlainReaderRequest(request, path) ? slug : null
}

/** Search results: the page's query is its words, as typed. */
const SEARCH_PAGE = '/search'

/**
 * The path, in lower case, of a reader's plain request for any page a template can make; a
 * search page's with its query as it came.
 */
export function templatedPagePath(request: PageRequest): string | null {
  const path = request.pathname.toLowerCase()
  if (path === SEARCH_PAGE && request.query) {
    return isPlainReaderRequest(request, path) ? `${path}${request.query}` : null
  }
  if (![ARTICLE_PAGE, ...OTHER_PAGES].some((page) => page.test(path))) return null
  return isPlainReaderRequest(request, path) ? path : null
}
