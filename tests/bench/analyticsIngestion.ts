import type { Stack } from '../../scripts/lib/stack'

import { BROWSER_HEADERS, beaconBodies } from './analyticsBeacons'
import { countAnalyticsEvents } from './analyticsEvents'
import { loadRun, loadText } from './load'
import { loadRunInOwnProcess } from './loadProcess'
import { verdict, type Verdict } from './targets'

const BEACONS_PER_SECOND = 2000
const BEACON_CONNECTIONS = 50
const READER_RATE = 50
const READER_CONNECTIONS = 5
const READER_P99_MS = 100
/** How long the writer may take to flush its last batches once the beacons stop. */
const FLUSH_WAIT_MS = 15_000

/** The events stored since `since`, once `expected` of them are or FLUSH_WAIT_MS has passed. */
async function storedSince(databaseUrl: string, since: Date, expected: number): Promise<number> {
  const deadline = Date.now() + FLUSH_WAIT_MS
  let counted = await countAnalyticsEvents(databaseUrl, since)
  while (counted < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    counted = await countAnalyticsEvents(databaseUrl, since)
  }
  return counted
}

/**
 * Beacons at a steady BEACONS_PER_SECOND to the CMS for `durationSeconds`, every one answered 2xx
 * and stored; meanwhile a reader of a cached article page through the site, in a process of its
 * own as in the crawler row (renderRows.ts), keeps its p99.
 */
export async function ingestionRows(options: {
  stack: Stack
  durationSeconds: number
  articlePaths: readonly string[]
}): Promise<{ results: Record<string, unknown>; verdicts: Verdict[] }> {
  const { stack, durationSeconds, articlePaths } = options
  const cachedArticle = `${stack.siteUrl}${articlePaths[0] ?? '/'}`
  const reader = () =>
    loadRunInOwnProcess(
      {
        url: cachedArticle,
        connections: READER_CONNECTIONS,
        ratePerSecond: READER_RATE,
        durationSeconds,
      },
      durationSeconds,
    )
  // Caches the page, so the measured run reads it as readers do.
  await reader()

  // Every event stored earlier (the seed's, the grown ones) is older than this.
  const started = new Date()
  let answered = 0
  const [beacons, readers] = await Promise.all([
    loadRun(
      {
        url: `${stack.cmsUrl}/api/analytics/events`,
        method: 'POST',
        headers: BROWSER_HEADERS,
        connections: BEACON_CONNECTIONS,
        ratePerSecond: BEACONS_PER_SECOND,
        durationSeconds,
        nextBody: beaconBodies(articlePaths),
        onHeaders: () => answered++,
      },
      durationSeconds,
    ),
    reader(),
  ])
  const stored = await storedSince(stack.databaseUrl, started, answered)

  const verdicts = [
    verdict(
      'analytics beacons `POST /api/analytics/events`',
      `${BEACONS_PER_SECOND.toLocaleString('en')} events/s for ${durationSeconds} s; 0 errors; every one stored`,
      `${loadText(beacons)}; ${answered} answered, ${stored} stored`,
      beacons.errors === 0 &&
        beacons.requestsPerSecond >= BEACONS_PER_SECOND * 0.95 &&
        // Requests still in flight when the load stopped are stored too, unanswered to the tool.
        stored >= answered,
    ),
    verdict(
      'a cached article page while the beacons come in',
      `p99 < ${READER_P99_MS} ms`,
      `${loadText(readers)} (${READER_RATE} req/s through the site, in a load process of its own)`,
      readers.p99Ms < READER_P99_MS && readers.errors === 0,
    ),
  ]
  return { results: { beacons, answered, stored, readers }, verdicts }
}
