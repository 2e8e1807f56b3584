import type { IncomingMessage, ServerResponse } from 'node:http'

import { replaceBody, type BodySource } from '../compat/responseTaps'
import { NOT_FOUND_SCREEN_HEADER, NOT_FOUND_SCREENS, notFoundKindOf } from '../lib/notFoundScreens'

/** A screen slower than this leaves the reader Next's own 404 document. */
const SCREEN_TIMEOUT_MS = 5_000

/** Asks the site's server at `origin` for the not-found screen of `kind`, as HTML bytes. */
export function askForScreen(origin: string): (kind: string) => Promise<Buffer> {
  return async (kind) => {
    const answer = await fetch(`${origin}${NOT_FOUND_SCREENS}/${kind}`, {
      headers: { [NOT_FOUND_SCREEN_HEADER]: '1' },
      signal: AbortSignal.timeout(SCREEN_TIMEOUT_MS),
    })
    if (answer.status !== 200) throw new Error(`Not-found screen ${kind}: ${answer.status}`)
    return Buffer.from(await answer.arrayBuffer())
  }
}

/** A reader's page load: not Next's client-side navigation (RSC), not a HEAD. */
const isPageLoad = (request: IncomingMessage) =>
  request.method === 'GET' && !request.headers.rsc && !(NOT_FOUND_SCREEN_HEADER in request.headers)

/**
 * A reader's 404 page, sent with the HTML of its not-found screen (lib/notFoundScreens.ts):
 * Next's own is an empty document until its script runs. The status and Next's headers stay.
 */
export function notFoundScreens(screen: (kind: string) => Promise<Buffer>) {
  return (request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown => {
    if (!isPageLoad(request)) return next()
    replaceBody(response, (): BodySource | undefined => {
      const type = String(response.getHeader('content-type') ?? '')
      if (response.statusCode !== 404 || !/^text\/html\b/i.test(type)) return undefined
      response.removeHeader('content-length')
      response.removeHeader('etag')
      const pathname = (request.url ?? '/').split('?')[0] ?? '/'
      return () => screen(notFoundKindOf(pathname))
    })
    return next()
  }
}
