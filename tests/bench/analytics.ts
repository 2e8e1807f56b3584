/**
 * `npm run bench:analytics`: first-party analytics at a busy site's volume (docs/analytics.md).
 * On the production stack and a seeded throw-away database: 10,000,000 events over 30 days, the
 * rollup over all of them, then each dashboard answer 50 times through HTTP with an editor's
 * session (p95 < 200 ms); then beacons at a steady 2,000 a second to the CMS, every one answered
 * and stored, while a cached article page keeps its p99 through the site. Writes
 * results/analytics.json and analytics.md; exits non-zero when a target is missed.
 * BENCH_QUICK=1 makes it a smoke of the harness (100,000 events, 3 s of beacons), not a
 * measurement.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { format } from 'prettier'

import { rollUpAnalytics } from '../../cms/src/analytics/rollup/rollUpAnalytics'
import { DEMO_EDITOR } from '../../cms/src/seed/demoUsers'
import { buildApps } from '../../scripts/lib/build'
import { authHeaders } from '../support/staff'
import { makeTempDataDir } from '../support/tempDataDir'

import { dashboardRows } from './analyticsDashboard'
import { growAnalyticsEvents, newestArticles } from './analyticsEvents'
import { ingestionRows } from './analyticsIngestion'
import { startSeededStack } from './seededStacks'
import { markdownTable, type Verdict } from './targets'

const quick = process.env.BENCH_QUICK === '1'
const EVENTS = quick ? 100_000 : 10_000_000
const DAYS = 30
const durationSeconds = quick ? 3 : 20
const RESULTS = path.join(import.meta.dirname, 'results')
const log = (message: string) => console.log(`[bench:analytics] ${message}`)

/** From `from` to now, as the rollup job does after a long pause; its seconds. */
async function rollUpFrom(databaseUrl: string, from: Date): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl })
  try {
    await pool.query('UPDATE analytics_rollup_state SET rolled_until = $1', [from])
    const started = performance.now()
    await rollUpAnalytics(pool, new Date())
    return (performance.now() - started) / 1000
  } finally {
    await pool.end()
  }
}

const dataDir = await makeTempDataDir('bench-analytics')
await buildApps()
log('starting the stack on a seeded database')
// No rate limits (the beacons come from one address); the rollup is run by the bench, not a job.
const stack = await startSeededStack(dataDir, {
  cmsEnv: { RATE_LIMITS: 'off', JOBS_RUNNER: 'worker' },
})

const results: Record<string, unknown> = { date: new Date().toISOString(), quick }
const verdicts: Verdict[] = []
try {
  const articles = await newestArticles(stack.databaseUrl, 20)
  const newest = articles[0]
  if (!newest) throw new Error('the seeded database has no published article')

  log(`${EVENTS.toLocaleString('en')} events over ${DAYS} days`)
  const from = await growAnalyticsEvents(stack.databaseUrl, EVENTS, DAYS, new Date(), log)
  log('rollup over the whole range')
  const rollupSeconds = await rollUpFrom(stack.databaseUrl, from)
  results.rollupSeconds = rollupSeconds

  log('dashboard answers, 50 calls each')
  const editor = await authHeaders(stack.cmsUrl, DEMO_EDITOR)
  const volume = `${EVENTS.toLocaleString('en')} events over ${DAYS} days`
  const context = `${volume}, rolled up in ${rollupSeconds.toFixed(1)} s`
  const dashboard = await dashboardRows(stack.cmsUrl, editor, newest.id, context)
  results.dashboard = dashboard.results
  verdicts.push(...dashboard.verdicts)

  log('beacons at a steady rate, a cached article page meanwhile')
  const ingestion = await ingestionRows({
    stack,
    durationSeconds,
    articlePaths: articles.map((article) => article.path),
  })
  results.ingestion = ingestion.results
  verdicts.push(...ingestion.verdicts)
} finally {
  await stack.stop()
  await rm(dataDir, { recursive: true, force: true })
}

results.verdicts = verdicts
const table = markdownTable(verdicts)
await mkdir(RESULTS, { recursive: true })
await writeFile(path.join(RESULTS, 'analytics.json'), `${JSON.stringify(results, null, 2)}\n`)
// Written as Prettier would, so the results commit as they are.
await writeFile(path.join(RESULTS, 'analytics.md'), await format(table, { parser: 'markdown' }))
console.log(`\n${table}\n`)
process.exit(verdicts.length > 0 && verdicts.every((row) => row.met) ? 0 : 1)
