import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv from 'sirv'

const PREFIX = '/_next/static/'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Next's hashed build files (`/_next/static/…`, from `staticDir`), sent as the build left them:
 * the brotli or gzip copy the browser accepts (written by precompress.ts), with the caching
 * Next gives them. Next compressed each of them again on every request. Another method is
 * refused (405); any other path, a range, or a file that is not there (Next answers its 404)
 * goes to `fallThrough`. The site's server and the CMS's both send their build's files this
 * way, each with the `headers` Next would add. A `staticDir` that is not there throws at once.
 */
export function createStaticFiles(
  staticDir: string,
  headers: ReadonlyArray<{ key: string; value: string }> = [],
) {
  const serve = sirv(staticDir, {
    brotli: true,
    gzip: true,
    maxAge: ONE_YEAR_SECONDS,
    immutable: true,
    setHeaders: (response) => {
      response.setHeader('X-Content-Type-Options', 'nosniff')
      for (const { key, value } of headers) response.setHeader(key, value)
    },
  })
  return (request: IncomingMessage, response: ServerResponse, fallThrough: () => void): void => {
    const url = request.url ?? ''
    if (!url.startsWith(PREFIX)) return fallThrough()
    // Next answered any other method on a build file with a 500.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    if (request.headers.range) return fallThrough()
    // sirv maps the path below its directory; it reads only the URL and the request's headers.
    const below = { url: url.slice(PREFIX.length - 1), headers: request.headers }
    serve(below as IncomingMessage, response, fallThrough)
  }
}
