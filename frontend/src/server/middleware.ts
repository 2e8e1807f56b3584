import type { IncomingMessage, ServerResponse } from 'node:http'

/** A step of the site's server: answers the request itself, or hands it on with `next`. */
export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => unknown,
) => unknown

export interface NamedMiddleware {
  name: string
  run: Middleware
}

/**
 * The order of the site server's steps, declared once (main.ts composes it): hostile paths refused
 * and pages sent to their canonical address first, before any cache sees them; then old addresses
 * answered with a 301 to the current one, from memory (redirects.ts); then the social web's
 * requests handed straight to Next, whose proxy forwards them to the CMS, so that no later step
 * (caches, keys, compression, rewriter, templates) sees them (federationRequests.ts); files of
 * the build next, sent as they are; then the micro-cache, which keeps what comes back already compressed;
 * then the surrogate keys and edge Cache-Control of pages, set before the micro-cache keeps the
 * answer, so that its copies carry them too; then compression, wrapping the script deferral so that it compresses the rewritten page; then
 * a reader's 404 given its not-found screen (notFoundScreens.ts); then Next. Moving the micro-cache behind compression would store uncompressed pages and compress
 * them again for every reader.
 */
export function siteMiddleware(steps: {
  canonicalPaths: Middleware
  redirects: Middleware
  federationRequests: Middleware
  staticFiles: Middleware
  microCache: Middleware
  surrogateKeys: Middleware
  compression: Middleware
  scriptDeferral: Middleware
  notFoundScreens: Middleware
}): NamedMiddleware[] {
  return [
    { name: 'canonical paths', run: steps.canonicalPaths },
    { name: 'redirects', run: steps.redirects },
    { name: 'federation requests', run: steps.federationRequests },
    { name: 'static files', run: steps.staticFiles },
    { name: 'micro-cache', run: steps.microCache },
    { name: 'surrogate keys', run: steps.surrogateKeys },
    { name: 'compression', run: steps.compression },
    { name: 'script deferral', run: steps.scriptDeferral },
    { name: 'not-found screens', run: steps.notFoundScreens },
  ]
}

/** One handler running `steps` in order, each handing on to the next, and `app` last. */
export function compose(
  steps: readonly NamedMiddleware[],
  app: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const from = (index: number): unknown => {
      const step = steps[index]
      return step ? step.run(request, response, () => from(index + 1)) : app(request, response)
    }
    void from(0)
  }
}
