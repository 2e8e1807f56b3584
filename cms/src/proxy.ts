import { NextResponse, type NextRequest } from 'next/server'

import { API_VERSION_HEADER, CURRENT_API_VERSION } from '@blockwise/shared/apiVersion'

import { URL_NOT_VALID } from './contract/invalidUrl'

/** Whether every segment of a raw URL path percent-decodes (no `%ZZ`, no overlong UTF-8). */
export function isDecodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/**
 * Next answers a path it cannot decode with a bare 500 (it looks for a /400 page the CMS does not
 * have). Such a request is the client's mistake: 400 with the contract's envelope.
 */
export function proxy(request: NextRequest): NextResponse {
  return isDecodablePath(new URL(request.url).pathname)
    ? NextResponse.next()
    : NextResponse.json(
        { error: URL_NOT_VALID },
        // Refused before any version is read: it names the current one (every answer names one).
        {
          status: 400,
          headers: { [API_VERSION_HEADER]: CURRENT_API_VERSION, vary: API_VERSION_HEADER },
        },
      )
}

export const config = {
  // Only /api paths with a percent sign: Next buffers the body of every request a proxy sees
  // (up to next.config's proxyClientMaxBodySize), and uploads to /cms-api must stream.
  matcher: ['/api/:path(.*%.*)'],
}
