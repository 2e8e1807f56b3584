/**
 * The site's production server: Next behind the micro-cache (see microCache.ts), with the build's
 * static files sent as they are (shared's createStaticFiles), and every other answer compressed here, after
 * pages have had their framework script deferred to the first paint (deferScripts/); the social
 * web's requests go to Next untouched (federationRequests.ts), which forwards them to the CMS.
 * Bundled by `npm run build` into .next/site-server.mjs and run by `npm start`; `next dev` runs
 * without it.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'

import { IDLE_CONNECTION_MS } from '@blockwise/shared/idleConnections'
import { createStaticFiles } from '@blockwise/shared/node/staticFiles'
import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from '@blockwise/shared/siteRevalidation'

import { NEXT_DIR, STATIC_DIR } from '../compat/nextBuildOutput'
import { cmsBooted } from '../lib/cms/cmsBooted'
import { currentGeneration } from '../lib/cms/contentGenerations.mjs'
import { forReader } from '../lib/cms/readerAddress'
import { loadRedirects } from '../lib/cms/redirects'
import { SELF_ORIGIN } from '../lib/pageTemplates/selfRender'
import { siteEnvironment } from '../siteEnvironment'

import { canonicalPaths } from './canonicalPaths'
import { recordClientAddress } from './clientAddress'
import { followContentChanges } from './contentChanges'
import { rewriteHtmlResponses } from './deferScripts/rewriteHtmlResponses'
import { federationRequests } from './federationRequests'
import { createMicroCache, type Renew } from './microCache'
import { compose, siteMiddleware, type Middleware } from './middleware'
import { askForScreen, notFoundScreens } from './notFoundScreens'
import { ownWebhook } from './ownWebhook'
import { createRedirects } from './redirects'
import { hideRewriteDestination } from './rewriteDestination'
import { surrogateKeys } from './surrogateKeys'
import { templatedPages } from './templatedPages'
import { isOwnRequest, warmUp } from './warmUp'

/** How long a site started beside its CMS waits for it before letting readers in regardless. */
const CMS_BOOT_MS = 60_000
/** The CMS's webhook: once it has expired Next's cached data, no stored answer may outlive it. */
const REVALIDATION = new RegExp(`^${REVALIDATE_PATH}(\\?|$)`)

// A malformed or, in production, missing setting stops the start here, naming it.
const {
  port,
  host,
  behindProxy,
  instance,
  redisUrl,
  microCache: keepsAnswers,
} = siteEnvironment(process.env)
const siteDir = path.resolve(import.meta.dirname, '..')
const app = next({ dev: false, dir: siteDir, port })
const handle = app.getRequestHandler()
await app.prepare()

// Where the route filling templates asks this server for pages Next renders.
const origin = `http://${/^(0\.0\.0\.0|::)$/.test(host) ? '127.0.0.1' : host}:${port}`
process.env[SELF_ORIGIN] = origin

/** A kept answer's renewal (microCache.ts): this server asked again, as the reader asked. */
const renewOwnAnswer: Renew = (url, headers) => {
  httpRequest(`${origin}${url}`, { headers }, (answer) => answer.resume())
    .on('error', (error) => console.warn(`Renewing ${url} failed:`, error.message))
    .end()
}
const cache = createMicroCache(Date.now, renewOwnAnswer)
const microCache: Middleware = keepsAnswers
  ? (request, response, next) => cache.handle(request, response, next)
  : (_request, _response, next) => next()
const staticFiles = createStaticFiles(path.join(siteDir, NEXT_DIR, STATIC_DIR))
// Old addresses, answered from memory (first loaded once the CMS is up, below); loaded again once
// the CMS announces a change of them.
const redirects = createRedirects({
  load: loadRedirects,
  generation: () => currentGeneration(NEXT_TAG_OF_CHANGE.redirect),
})
// Connect-style middleware that only uses Node's own request and response.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void
const pipeline = compose(
  siteMiddleware({
    canonicalPaths,
    redirects: redirects.answer,
    federationRequests: federationRequests((request, response) => handle(request, response)),
    staticFiles,
    microCache,
    surrogateKeys,
    compression: compress,
    scriptDeferral: rewriteHtmlResponses,
    notFoundScreens: notFoundScreens(askForScreen(origin)),
  }),
  templatedPages((request, response) => handle(request, response)),
)
/** Until the warm-up is done, readers' requests wait for it (warmUp.ts). */
let warming: Promise<void> | null = null
/**
 * 'close' listeners one answer legitimately gathers: the micro-cache's, compression's, Next's
 * abort signals, and its proxy's to the CMS (eleven for a proxied `/api` call), each removed with
 * the answer. Node's default of ten warned on every proxied call.
 */
const ANSWER_LISTENERS = 16
const forwardedFor = (request: IncomingMessage) => {
  const header = request.headers['x-forwarded-for']
  return Array.isArray(header) ? header.join(', ') : header
}
const server = createServer((request, response) => {
  response.setMaxListeners(ANSWER_LISTENERS)
  if (instance) response.setHeader('X-Site-Instance', instance)
  recordClientAddress(request, behindProxy)
  hideRewriteDestination(response)
  const revalidation = request.method === 'POST' && REVALIDATION.test(request.url ?? '')
  if (revalidation) {
    response.once('finish', () => {
      if (response.statusCode >= 300) return
      cache.clear()
      void redirects.refreshIfChanged()
    })
  }
  const answer = () => forReader(forwardedFor(request), () => pipeline(request, response))
  // The CMS's notices are heard at once: a CMS saving while this site warms up waits for them.
  if (warming && !isOwnRequest(request) && !revalidation) void warming.then(answer)
  else answer()
})
server.keepAliveTimeout = IDLE_CONNECTION_MS
server.listen(port, host, () => {
  warming = cmsBooted(CMS_BOOT_MS)
    .then(async () => {
      await Promise.all([redirects.refreshIfChanged(), warmUp(origin)])
    })
    .finally(() => {
      warming = null
      console.log(`Site ready on http://${host}:${port}`)
    })
})
// Several instances share Next's cache in Redis; each hears every change the CMS announces there.
if (redisUrl) {
  await followContentChanges(
    redisUrl,
    ownWebhook(server, REVALIDATE_PATH, REVALIDATE_SECRET_HEADER),
  )
}

function shutdown() {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
