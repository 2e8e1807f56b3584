import { NextResponse, type NextRequest } from 'next/server'

import { cmsPublicUrl, cmsUrl } from './env'
import { contentSecurityPolicy } from './lib/contentSecurityPolicy'

/** Served by the CMS on the site's origin: the documented /api contract and uploaded media. */
const FORWARDED = [/^\/api(\/|$)/, /^\/cms-api\/media\/file\//]

/** SPEC §2 admin routes and where they lead in the CMS admin. */
function adminDestination(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '')
  if (path === '/admin11/incomplete-articles') return '/admin/incomplete-articles'
  if (path === '/admin11') return '/admin'
  if (path === '/admin' || path.startsWith('/admin/')) return pathname
  return null
}

/**
 * Routing rules of SPEC §2 that Next's file routes cannot express: the CMS-served paths, the
 * admin routes, any path containing /performance going home, and case-insensitive matching.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  if (FORWARDED.some((pattern) => pattern.test(pathname))) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, cmsUrl()))
  }
  const admin = adminDestination(pathname)
  if (admin) return NextResponse.redirect(new URL(`${admin}${search}`, cmsPublicUrl()))
  if (pathname.toLowerCase().includes('/performance')) {
    return NextResponse.redirect(new URL('/', request.url))
  }
  return withContentSecurityPolicy(request, (requestHeaders) => {
    if (pathname === pathname.toLowerCase())
      return NextResponse.next({ request: { headers: requestHeaders } })
    const url = request.nextUrl.clone()
    url.pathname = pathname.toLowerCase()
    return NextResponse.rewrite(url, { request: { headers: requestHeaders } })
  })
}

/** A fresh nonce per page: Next stamps it on its scripts, pages read it from x-nonce. */
function withContentSecurityPolicy(
  request: NextRequest,
  respond: (requestHeaders: Headers) => NextResponse,
): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy(nonce)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', policy)
  const response = respond(requestHeaders)
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Everything but Next's own assets and the folders of public/.
  matcher: ['/((?!_next/|avatars/|images/|ads/|favicon\\.ico).*)'],
}
