/**
 * The CMS's production server: Next (Payload's admin and APIs, the /api contract) behind fast
 * paths for readers' claps and views (counterFastPath.ts) and their counts (clapCountsFastPath.ts),
 * their article page reads (readingFastPath.ts), their tag reads (tagFastPath.ts), lists of
 * articles (listFastPath.ts), searches
 * (searchFastPath.ts) and analytics beacons (analyticsFastPath.ts), and the admin's build files
 * sent as the build compressed them (createStaticFiles). Bundled by `npm run build` into
 * .next/cms-server.mjs and run by `npm start`; `next dev` runs without it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import next from 'next'
import pg from 'pg'

import { IDLE_CONNECTION_MS } from '@blockwise/shared/idleConnections'
import { createStaticFiles } from '@blockwise/shared/node/staticFiles'

import { env } from '@/env'
import { trustResolvedClientAddresses } from '@/lib/clientKey'
import { poolErrorHandling, watchPool } from '@/lib/databasePool'
import { closeRedis, connectRedis } from '@/redis/client'
import { forgetListsOnContentChanges } from '@/redis/contentChanges'

import { parseTrustedProxies, recordClientAddress } from './clientAddress'
import { keepApiVaryToItsOwn } from '@/compat/apiVary'
import { nextStaticDir } from '@/compat/nextStaticFiles'
import { flushEvents } from '@/analytics/ingest/eventWriter'
import { answersAnalyticsEvent } from './analyticsFastPath'
import { answersClapCounts } from './clapCountsFastPath'
import { answersReaderAction } from './counterFastPath'
import { answersArticleList } from './listFastPath'
import { answersArticleReading } from './readingFastPath'
import { answersSearch } from './searchFastPath'
import { answersTagRead } from './tagFastPath'
import { everyAnswersHeaders } from '../../securityHeaders.mjs'
import { refusesNulInUrl } from './nulInUrl'

/** How long boot waits for REDIS_URL's Redis before serving without it (it keeps reconnecting). */
const REDIS_BOOT_WAIT_MS = 5000

const port = Number(process.env.PORT ?? 3001)
const trustedProxies = parseTrustedProxies(env.trustedProxies)
const cmsDir = path.resolve(import.meta.dirname, '..')
const app = next({ dev: false, dir: cmsDir, port })
const handle = app.getRequestHandler()
await app.prepare()
// With REDIS_URL, the first requests already spend the shared budgets and hear of others' changes.
await Promise.all([
  connectRedis(REDIS_BOOT_WAIT_MS),
  forgetListsOnContentChanges(REDIS_BOOT_WAIT_MS),
])

// A few connections suffice: each counter's UPDATE adds up every clap that came while one ran,
// and a reader's article read is one indexed statement.
const fastPathDatabase = new pg.Pool({
  connectionString: env.databaseUrl,
  max: 4,
  ...poolErrorHandling,
})
watchPool(fastPathDatabase)
// Readers' searches borrow from a pool of their own: however costly the searches in flight, the
// reads above always have their connections (each search statement is bounded in time besides).
const searchDatabase = new pg.Pool({
  connectionString: env.databaseUrl,
  max: 2,
  ...poolErrorHandling,
})
watchPool(searchDatabase)

// Readers' lists too: a list that combines filters or counts its total costs more than a read of
// one article, and claps and article pages keep their connections whatever lists are in flight.
const listDatabase = new pg.Pool({
  connectionString: env.databaseUrl,
  max: 3,
  ...poolErrorHandling,
})
watchPool(listDatabase)

const staticFiles = createStaticFiles(nextStaticDir(cmsDir), everyAnswersHeaders())

trustResolvedClientAddresses()
const server = createServer((request, response) => {
  recordClientAddress(request, trustedProxies)
  staticFiles(request, response, () => answer(request, response))
})

function answer(request: IncomingMessage, response: ServerResponse): void {
  keepApiVaryToItsOwn(request, response)
  if (answersReaderAction(request, response, fastPathDatabase)) return
  if (answersAnalyticsEvent(request, response, fastPathDatabase)) return
  if (answersArticleReading(request, response, fastPathDatabase)) return
  if (answersTagRead(request, response, fastPathDatabase)) return
  if (answersClapCounts(request, response, fastPathDatabase)) return
  if (answersSearch(request, response, searchDatabase)) return
  // After the fast paths above, which refuse a NUL with their own words.
  if (refusesNulInUrl(request, response)) return
  if (answersArticleList(request, response, listDatabase)) return
  void handle(request, response)
}
server.keepAliveTimeout = IDLE_CONNECTION_MS
const host = process.env.HOST || '127.0.0.1'
server.listen(port, host, () => console.log(`CMS ready on http://${host}:${port}`))

function shutdown() {
  server.close(
    () =>
      // The analytics events still buffered are written first, while the pool is open.
      void flushEvents()
        .then(() =>
          Promise.allSettled([
            fastPathDatabase.end(),
            searchDatabase.end(),
            listDatabase.end(),
            closeRedis(),
          ]),
        )
        .finally(() => process.exit(0)),
  )
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
