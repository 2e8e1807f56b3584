/**
 * `npm run bench`: builds, starts the production stack on a seeded throw-away database, measures
 * every target in targets.ts, then the same pages on `startCluster`'s instances behind Varnish, and
 * writes tests/bench/results/latest.json and latest.md.
 * BENCH_QUICK=1 shortens every load run (a smoke of the harness, not a measurement).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format } from 'prettier'

import { buildApps } from '../../scripts/lib/build'
import { freePort } from '../../scripts/lib/processes'
import { makeTempDataDir } from '../support/tempDataDir'

import { growArchive, growGlossary, revalidateGlossary, statementCount } from './archive'
import { archiveRows } from './archiveRows'
import { clusterVerdicts, measureCluster, type PageLoads } from './cluster'
import { archivePages, type ArchivePages } from './archivePages'
import { freshStart } from './coldStart'
import { medianAudit } from './lighthouseAudit'
import { lighthouseFloor } from './lighthouseFloor'
import { loadRun, measureLoad, type LoadResult } from './load'
import { statementsPerArticleRender, type RenderStatements } from './renderStatements'
import { processTreeRssMb } from './processMemory'
import { LONG_TAIL_P99_MS, RENDER_CONNECTIONS, renderRows } from './renderRows'
import { startReferenceServer } from './referenceServer'
import { startSeededStack } from './seededStacks'
import { markdownTable, verdict, type Verdict } from './targets'

const quick = process.env.BENCH_QUICK === '1'
const durationSeconds = quick ? 3 : 20
const runs = quick ? 1 : 3
const RESULTS = path.join(import.meta.dirname, 'results')
// Enough list requests that autovacuum's and the pool's own statements round away per request.
const LIST_REQUESTS = 200
// Article pages rendered for the first time, to count statements per render.
const FRESH_ARTICLE_PAGES = quick ? 10 : 50
// Glossary terms, each with its page: enough that term pages at random mostly miss the caches.
const GLOSSARY_TERMS = 2000
// The seeded lesson holding the yield calculator, the watchlist and the simulator as blocks.
const TOOL_LESSON_SLUG = 'hands-on-yield-watchlists-and-practice-trades'

const ports = { site: await freePort(), cms: await freePort(), database: await freePort() }
const dataDir = await makeTempDataDir('bench')
const log = (message: string) => console.log(`[bench] ${message}`)

// No rate limits; no job polling in the CMS, whose queries would blur the counts per request.
const cmsEnv = { RATE_LIMITS: 'off', JOBS_RUNNER: 'worker' }

await buildApps()
log('starting the stack on a seeded database')
const stack = await startSeededStack(dataDir, {
  sitePort: ports.site,
  cmsPort: ports.cms,
  databasePort: ports.database,
  cmsEnv,
  // A V8 CPU profile of the CMS and the site over the whole run, for finding where renders go.
  cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR,
})

const results: Record<string, unknown> = { date: new Date().toISOString(), quick }
const verdicts: Verdict[] = []
const ratio = (load: LoadResult, reference: LoadResult) =>
  load.requestsPerSecond / reference.requestsPerSecond
const pct = (value: number) => `${(value * 100).toFixed(1)}%`
let singlePages: PageLoads
/** The grown archive's pages: a fresh start then meets requests for them, as after a deploy. */
let archive100k: ArchivePages | undefined
const FIRST_PAGES = 1000

try {
  const [latest] = (await (
    await fetch(`${stack.cmsUrl}/api/articles?published=true&limit=1`)
  ).json()) as Array<{ slug: string }>
  const slug = latest?.slug ?? ''
  const home = Buffer.from(await (await fetch(`${stack.siteUrl}/`)).arrayBuffer())
  const reference = await startReferenceServer({
    '/': { body: home, headers: { 'content-type': 'text/html; charset=utf-8' } },
  })

  log('load: reference, home, article, API list')
  const referenceLoad = await measureLoad({ url: reference.url, durationSeconds }, runs)
  reference.server.close()
  const pages = {
    home: await measureLoad({ url: `${stack.siteUrl}/`, durationSeconds }, runs),
    article: await measureLoad({ url: `${stack.siteUrl}/articles/${slug}`, durationSeconds }, runs),
    apiList: await measureLoad(
      { url: `${stack.siteUrl}/api/articles?published=true`, durationSeconds },
      runs,
    ),
  }
  results.load = { reference: referenceLoad, ...pages }
  singlePages = pages
  for (const [what, load, share] of [
    ['home page `/`', pages.home, 0.05],
    [`article page \`/articles/{slug}\``, pages.article, 0.05],
    ['`GET /api/articles?published=true` via the site', pages.apiList, 0.03],
  ] as const) {
    const measuredShare = ratio(load, referenceLoad)
    verdicts.push(
      verdict(
        what,
        `≥ ${pct(share)} of reference; p99 < 100 ms`,
        `${Math.round(load.requestsPerSecond)} req/s = ${pct(measuredShare)} of ${Math.round(referenceLoad.requestsPerSecond)}; p99 ${load.p99Ms} ms; ${load.errors} errors`,
        measuredShare >= share && load.p99Ms < 100 && load.errors === 0,
      ),
    )
  }

  log('claps: 500 concurrent, then throughput')
  const clapUrl = `${stack.cmsUrl}/api/articles/${slug}/clap`
  const claps = async () =>
    (
      (await (await fetch(`${stack.cmsUrl}/api/articles/${slug}/claps`)).json()) as {
        claps: number
      }
    ).claps
  // Sent as the site's clap button sends it.
  const clap = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  } as const
  const before = await claps()
  await Promise.all(Array.from({ length: 500 }, () => fetch(clapUrl, clap)))
  const counted = (await claps()) - before
  const clapLoad = await measureLoad(
    { url: clapUrl, ...clap, durationSeconds, connections: 50 },
    runs,
  )
  results.claps = { concurrentCounted: counted, load: clapLoad }
  verdicts.push(
    verdict(
      '`POST …/clap`, 500 concurrent',
      'all 500 counted; ≥ 1,000 claps/s',
      `${counted} counted; ${Math.round(clapLoad.requestsPerSecond)} claps/s`,
      counted === 500 && clapLoad.requestsPerSecond >= 1000,
    ),
  )

  log('scale: 100 and 100,000 articles')
  const scale: Record<number, { list: LoadResult; article: LoadResult; queries: number }> = {}
  const renderStatements: Record<number, RenderStatements> = {}
  // Past the one-second list sharing, so every request reaches the database.
  const headers = { 'cache-control': 'no-cache' }
  for (const size of [100, 100_000]) {
    await growArchive(stack.databaseUrl, size)
    const list = await measureLoad(
      {
        url: `${stack.cmsUrl}/api/articles?published=true`,
        headers,
        durationSeconds,
        connections: 10,
      },
      1,
    )
    const article = await measureLoad(
      { url: `${stack.cmsUrl}/api/articles/${slug}`, headers, durationSeconds, connections: 10 },
      1,
    )
    const start = await statementCount(stack.databaseUrl)
    for (let request = 0; request < LIST_REQUESTS; request++)
      await fetch(`${stack.cmsUrl}/api/articles?published=true`, { headers })
    const queries = ((await statementCount(stack.databaseUrl)) - start) / LIST_REQUESTS
    scale[size] = { list, article, queries }
    renderStatements[size] = await statementsPerArticleRender(
      stack.siteUrl,
      stack.databaseUrl,
      FRESH_ARTICLE_PAGES,
    )
  }
  results.scale = scale
  const growth = (pick: 'list' | 'article') =>
    (scale[100_000]?.[pick].p50Ms ?? 0) / Math.max(1, scale[100]?.[pick].p50Ms ?? 1)
  verdicts.push(
    verdict(
      'list and article p50, 100 → 100,000 articles',
      'grows < 1.5×; constant queries per request',
      `list ×${growth('list').toFixed(2)}, article ×${growth('article').toFixed(2)}; ${scale[100]?.queries.toFixed(1)} → ${scale[100_000]?.queries.toFixed(1)} queries per list`,
      growth('list') < 1.5 &&
        growth('article') < 1.5 &&
        Math.abs((scale[100]?.queries ?? 0) - (scale[100_000]?.queries ?? Infinity)) < 0.5,
    ),
  )

  log('archive: list depth, search, sitemaps, long tail at 100,000 articles')
  const archive = await archiveRows({ stack, durationSeconds, renderStatements })
  results.archive = archive.results
  verdicts.push(...archive.verdicts)

  log('uncached pages at 100,000 articles: long tail, CPU per render, a crawler beside readers')
  await growGlossary(stack.databaseUrl, GLOSSARY_TERMS)
  await revalidateGlossary(stack.siteUrl, dataDir)
  const renders = await renderRows({
    stack,
    dataDir,
    durationSeconds,
    cachedArticlePath: `/articles/${slug}`,
  })
  results.renders = renders.results
  verdicts.push(...renders.verdicts)
  archive100k = await archivePages(stack.databaseUrl)

  log('Lighthouse: home, article and the lesson with all three tool blocks')
  const lighthouse = {
    home: await medianAudit(`${stack.siteUrl}/`, runs),
    article: await medianAudit(`${stack.siteUrl}/articles/${slug}`, runs),
    'lesson with tool blocks': await medianAudit(
      `${stack.siteUrl}/articles/${TOOL_LESSON_SLUG}`,
      runs,
    ),
  }
  results.lighthouse = lighthouse
  log('Lighthouse floor: a page with no script')
  const floor = await lighthouseFloor(runs)
  results.lighthouseFloor = floor
  for (const [page, result] of Object.entries(lighthouse)) {
    verdicts.push(
      verdict(
        `Lighthouse, ${page}`,
        'perf ≥ 0.99, a11y/BP/SEO 1.0; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0',
        `perf ${result.performance}, a11y ${result.accessibility}, BP ${result.bestPractices}, SEO ${result.seo}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (${result.browser}, host's benchmark index ${result.benchmarkIndex}; TBT here of a page with no script ${floor.tbtMs} ms)`,
        result.performance >= 0.99 &&
          result.accessibility === 1 &&
          result.bestPractices === 1 &&
          result.seo === 1 &&
          result.lcpMs <= 1500 &&
          result.tbtMs <= 50 &&
          result.cls === 0,
      ),
      verdict(
        `page weight, ${page}`,
        'JS ≤ 150 KB gz; total ≤ 500 KB',
        `JS ${result.scriptKb} KB as sent (brotli), ${result.scriptGzippedKb} KB gzipped; total ${result.totalKb} KB`,
        result.scriptGzippedKb <= 150 && result.totalKb <= 500,
      ),
    )
  }

  const memory = {
    cms: await processTreeRssMb(stack.pids.cms),
    site: await processTreeRssMb(stack.pids.site),
  }
  results.memoryMb = memory
  verdicts.push(
    verdict(
      'memory after the load runs',
      '≤ 400 MB RSS each',
      `CMS ${memory.cms} MB, site ${memory.site} MB`,
      memory.cms <= 400 && memory.site <= 400,
    ),
  )
} finally {
  await stack.stop()
}

log('cold start: npm start on the built tree, then the first random article pages it meets')
const fresh = await freshStart(dataDir, ports, async (siteUrl, seconds) => {
  const pages = archive100k
  const first = pages
    ? await loadRun(
        {
          url: `${siteUrl}/`,
          connections: RENDER_CONNECTIONS,
          amount: FIRST_PAGES,
          durationSeconds: 120,
          nextPath: pages.article,
        },
        120,
      )
    : null
  return { seconds, first }
})
results.coldStartSeconds = fresh.seconds
results.afterFreshStart = fresh.first
verdicts.push(
  verdict(
    'cold start to the first 200 on `/`',
    '≤ 15 s incl. PostgreSQL',
    `${fresh.seconds.toFixed(1)} s`,
    fresh.seconds <= 15,
  ),
)
if (fresh.first) {
  verdicts.push(
    verdict(
      `after a fresh start (a deploy): the first ${FIRST_PAGES} random article pages`,
      `p99 < ${LONG_TAIL_P99_MS} ms (the long tail's); 0 errors`,
      `p50 ${fresh.first.p50Ms} ms, p99 ${fresh.first.p99Ms} ms, ${fresh.first.errors} errors; ` +
        `${RENDER_CONNECTIONS} connections over 100,000 articles, no page in any cache`,
      fresh.first.p99Ms < LONG_TAIL_P99_MS && fresh.first.errors === 0,
    ),
  )
}
await rm(dataDir, { recursive: true, force: true })

log('cluster: home and article through the edge, then on the site instances themselves')
const cluster = await measureCluster({ durationSeconds, runs, cmsEnv })
results.cluster = cluster
verdicts.push(...clusterVerdicts(cluster, singlePages))

results.verdicts = verdicts
const table = markdownTable(verdicts)
await mkdir(RESULTS, { recursive: true })
await writeFile(path.join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
// Written as Prettier would, so the results commit as they are.
await writeFile(path.join(RESULTS, 'latest.md'), await format(table, { parser: 'markdown' }))
console.log(`\n${table}\n`)
process.exit(verdicts.every((row) => row.met) ? 0 : 1)
