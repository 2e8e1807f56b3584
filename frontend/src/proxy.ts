import { NextResponse, type NextRequest } from 'next/server'

import { cmsPublicUrl, cmsUrl } from './env'

/**
 * One origin for the reader: the documented /api contract and uploaded media are served by the
 * CMS, and the admin lives there. The target is read at run time, unlike next.config rewrites.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return NextResponse.redirect(new URL(`${pathname}${search}`, cmsPublicUrl()))
  }
  return NextResponse.rewrite(new URL(`${pathname}${search}`, cmsUrl()))
}

export const config = {
  matcher: ['/api/:path*', '/cms-api/media/file/:path*', '/admin', '/admin/:path*'],
}
