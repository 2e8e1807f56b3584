import { NextResponse, type NextRequest } from 'next/server'

import { isFederationRequest } from '@blockwise/shared/federation/addresses'

import { cmsPublicUrl, cmsUrl } from './env'
import { NOT_FOUND_SCREEN_HEADER, NOT_FOUND_SCREENS } from './lib/notFoundScreens'
import { templatedArticleSlug } from './lib/pageTemplates/readerPageRequest'
import { previewHeaders } from './lib/preview/previewHeaders'
import { SITE_LOCALE } from './lib/siteLocale'

/** Served by the CMS on the site's origin: the documented /api contract and uploaded media. */
const FORWARDED = [/^\/api(\/|$)/, /^\/cms-api\/media\/file\//]

/** The site's own files outside its pages: crawler files (sitemaps too) and the CMS's webhook. */
const OUTSIDE_PAGES = /^\/(robots\.txt|sitemap\.xml|sitemaps\/|internal\/)/

/**
 * docs/product.md#screens admin routes and where they lead in the CMS admin. The CMS matches `/admin` exactly, so
 * the prefix is spelt in lower case whatever the reader typed; the rest of the path (document ids,
 * collection slugs) keeps its case.
 */
function adminDestination(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '')
  if (path === '/admin11/incomplete-articles') return '/admin/incomplete-articles'
  if (path === '/admin11' || path === '/admin') return '/admin'
  if (path.startsWith('/admin/')) return `/admin${pathname.slice('/admin'.length)}`
  return null
}

/**
 * Routing rules of docs/product.md#screens that Next's file routes cannot express: any path containing
 * /performance going home (before anything else, admin and /api paths included), the CMS-served
 * paths (the social web's too: ActivityPub, WebFinger, NodeInfo, and an article asked for as
 * ActivityStreams JSON), the admin routes and case-insensitive matching. Page paths are then
 * rewritten into the site's locale (see lib/siteLocale.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  const path = pathname.toLowerCase()
  if (path.includes('/performance')) return NextResponse.redirect(new URL('/', request.url))
  const accept = request.headers.get('accept')
  if (
    FORWARDED.some((pattern) => pattern.test(pathname)) ||
    isFederationRequest(pathname, accept)
  ) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, cmsUrl()))
  }
  const admin = adminDestination(pathname)
  if (admin) return NextResponse.redirect(new URL(`${admin}${search}`, cmsPublicUrl()))
  if (OUTSIDE_PAGES.test(path)) {
    return path === pathname ? NextResponse.next() : rewriteTo(request, path)
  }
  const article = templatedArticleSlug({
    method: request.method,
    pathname,
    accept,
    hasHeader: (name) => request.headers.has(name),
    hasCookie: (name) => request.cookies.has(name),
  })
  if (article) return rewriteTo(request, `/templated-articles/${article}`)
  if (path.startsWith(`${NOT_FOUND_SCREENS}/`) && !request.headers.has(NOT_FOUND_SCREEN_HEADER)) {
    // The screens are the site server's to ask for (lib/notFoundScreens.ts): readers get a 404.
    return rewriteTo(request, `/${SITE_LOCALE}${path.replace(NOT_FOUND_SCREENS, '/not-found')}`)
  }
  return rewriteTo(request, `/${SITE_LOCALE}${path === '/' ? '' : path}`)
}

async function rewriteTo(request: NextRequest, pathname: string): Promise<NextResponse> {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  const headers = await previewHeaders((name) => request.cookies.get(name)?.value)
  return NextResponse.rewrite(url, headers ? { headers } : undefined)
}

export const config = {
  // Everything but Next's own assets and the files of public/ (flat, lower-case names): any other
  // path under images/, avatars/ or ads/ still meets the rules above, /performance included.
  matcher: [
    '/((?!_next/|favicon\\.ico$|(?:avatars|images|ads)/(?!performance)[a-z0-9-]+\\.(?:svg|png|html)$).*)',
  ],
}
