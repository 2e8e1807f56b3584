import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { ListName } from '@blockwise/shared'

import type { Middleware } from './middleware'

/*
 * The keys and headers of shared/src/surrogateKeys.ts (which the CMS purges by), spelt out here
 * because this bundle keeps packages external and Node cannot load shared/'s TypeScript;
 * surrogateKeys.test.ts holds the two equal.
 */
const ALL_PAGES = 'site-pages'
const articlePageKey = (slug: string) => `article-page-${slug}`
const listKey = (name: ListName) => `list-${name}`

function edgeHeaders({ keys, edgeSeconds }: PageKeys): Record<string, string> {
  return {
    'cache-control': 'public, max-age=0, s-maxage=1',
    'surrogate-control': `max-age=${edgeSeconds}`,
    'cdn-cache-control': `max-age=${edgeSeconds}`,
    'surrogate-key': keys.join(' '),
    'cache-tag': keys.join(','),
  }
}

/**
 * How long the edge keeps a page it will be told to purge. An article page is purged by its own
 * key, but its Read-More box shows other articles, which the page's keys do not name: that box
 * may show an unpublished or renamed article for at most ARTICLE_PAGE_EDGE_SECONDS.
 */
export const ARTICLE_PAGE_EDGE_SECONDS = 300
export const PAGE_EDGE_SECONDS = 24 * 60 * 60
/** Next's stale copy, sent while it renders the page again: the edge may keep it a second only. */
const STALE_EDGE_SECONDS = 1

const SECTIONS: Record<string, ListName> = {
  news: 'news',
  opinion: 'opinion',
  opinions: 'opinion',
  analysis: 'analysis',
  learn: 'learn',
  featured: 'featured',
}

/** Paths of the site server that are not the site's own pages (the CMS's keys its /api answers). */
const NOT_PAGES = /^\/(api|cms-api|_next|internal|admin)(\/|$)/
const ARTICLE_PAGE = /^\/articles\/([a-z0-9-]+)$/
/** A learning path's page lists learn articles: purged with the learn list. */
const LEARNING_PATH_PAGE = /^\/learn\/paths\/[a-z0-9-]+$/
const FEED = /^(\/[a-z]+)?\/rss\.xml$/
const SITEMAP = /^\/(sitemap\.xml|sitemaps\/[a-z0-9-]+\.xml)$/
/** A section, tag or author list, page one or a further page: `/news`, `/tags/bitcoin/page/2`. */
const LIST_PAGE = /^\/([a-z]+)(\/[a-z0-9-]+)?(\/page\/[0-9]+)?$/

/**
 * The list a list page shows. Tag, author and glossary pages are purged as a whole when any
 * article changes: the site knows them by slug, the CMS knows an article's tags and author by id
 * (and a glossary term's page lists published articles).
 */
function listOf(path: string): ListName | undefined {
  const [, first, subject] = LIST_PAGE.exec(path) ?? []
  if (first === 'tags' || first === 'authors') return subject ? first : undefined
  if (first === 'glossary') return 'glossary'
  return first && !subject && Object.hasOwn(SECTIONS, first) ? SECTIONS[first] : undefined
}

export interface PageKeys {
  keys: string[]
  edgeSeconds: number
}

/**
 * The surrogate keys of a page, from its path alone: Next's pages cannot set headers, so the
 * route says which article or list the page shows. The CMS purges the same keys (articlePage by
 * slug, list by name) when an article changes. Null for what is not a page of the site.
 */
export function pageSurrogateKeys(pathname: string): PageKeys | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1')
  if (NOT_PAGES.test(path)) return null
  const page = (keys: string[], edgeSeconds = PAGE_EDGE_SECONDS): PageKeys => ({
    keys: [...keys, ALL_PAGES],
    edgeSeconds,
  })
  const article = ARTICLE_PAGE.exec(path)?.[1]
  if (article) return page([articlePageKey(article)], ARTICLE_PAGE_EDGE_SECONDS)
  if (path === '/') return page([listKey('home')])
  if (FEED.test(path)) return page([listKey('feeds')])
  if (LEARNING_PATH_PAGE.test(path)) return page([listKey('learn')])
  if (SITEMAP.test(path)) return page([listKey('sitemap')])
  const list = listOf(path)
  return page(list ? [listKey(list)] : [])
}

const header = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '')

/** An answer every reader shares (Next's pages and feeds say `s-maxage` or `public`). */
function isSharedAnswer(response: ServerResponse): boolean {
  const cacheControl = header(response.getHeader('cache-control')).toLowerCase()
  const contentType = header(response.getHeader('content-type'))
  return (
    response.statusCode === 200 &&
    !response.hasHeader('set-cookie') &&
    /\b(s-maxage|public)\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    /^(text\/html|application\/(rss\+)?xml|text\/xml)/i.test(contentType)
  )
}

/** Header names and values given to writeHead itself: setHeader would not win over those. */
function headersArgument(args: unknown[]): OutgoingHttpHeaders | undefined {
  const last = args.at(-1)
  return last && typeof last === 'object' && !Array.isArray(last)
    ? (last as OutgoingHttpHeaders)
    : undefined
}

/** Sets the headers as the answer's head goes out, once its status and Cache-Control are known. */
function onHead(response: ServerResponse, page: PageKeys): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = (...args: unknown[]) => {
    if (typeof args[0] === 'number') response.statusCode = args[0]
    const given = headersArgument(args)
    for (const [name, value] of Object.entries(given ?? {})) {
      if (value !== undefined) response.setHeader(name, value)
    }
    if (isSharedAnswer(response)) {
      const stale = header(response.getHeader('x-nextjs-cache')) === 'STALE'
      const kept = stale ? { ...page, edgeSeconds: STALE_EDGE_SECONDS } : page
      for (const [name, value] of Object.entries(edgeHeaders(kept))) response.setHeader(name, value)
    }
    return given ? writeHead(args[0], ...args.slice(1, -1)) : writeHead(...args)
  }
}

/**
 * The site server's step that gives pages their surrogate keys and a Cache-Control for an edge
 * that purges: browsers check back, the edge keeps the page.
 */
export const surrogateKeys: Middleware = (request, response, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const page = pageSurrogateKeys(new URL(request.url ?? '/', 'http://site').pathname)
    if (page) onHead(response, page)
  }
  return next()
}
