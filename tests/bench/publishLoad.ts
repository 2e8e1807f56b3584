/**
 * `npm run bench:publish`: what one publish costs the origin behind the edge, and what the layers
 * between them add (decision 0029). On `startCluster`'s instances behind Varnish, readers ask a
 * steady mix of pages and /api answers through the edge while an editor publishes an article
 * every few seconds; the same readers without publishes are the baseline. Per publish: the
 * readers' answers the edge had to fetch, the fetches Varnish sent its backends (the site's
 * pages, and the CMS reads the site made through the CMS's origin), and the CPU the site and CMS
 * instances spent. Each variant starts its own cluster: as configured, with the site's micro-cache
 * (which the cluster turns off), and with one purge per change instead of two. Then the
 * single stack's hot pages with and without the micro-cache. Writes results/publish-load.json.
 * PUBLISH_BENCH_VARIANTS=configured runs the first variant only (to measure an older commit).
 */
import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { DEMO_EDITOR } from '../../cms/src/seed/demoUsers'
import { articleData, restCreateArticle } from '../support/fixtures'
import { authHeaders } from '../support/staff'
import { makeTempDataDir } from '../support/tempDataDir'

import { loadRun, measureLoad, type LoadResult } from './load'
import { processTreeCpuSeconds } from './renderCost'
import { startSeededCluster, startSeededStack } from './seededStacks'

const RESULTS = path.join(import.meta.dirname, 'results')
const READERS_PER_SECOND = 100
const READER_CONNECTIONS = 8
const PUBLISHES = 6
const SECONDS_BETWEEN_PUBLISHES = 5
/** The run lasts past the last publish by both purges and the refetches they bring. */
const RUN_SECONDS = PUBLISHES * SECONDS_BETWEEN_PUBLISHES + 5
const ARTICLE_PAGES = 20
const HOT_PAGE_SECONDS = 15
const NO_REPEAT_MS = String(10 * 60 * 1000)

interface Variant {
  name: string
  siteEnv?: Record<string, string>
  cmsEnv?: Record<string, string>
}

const VARIANTS: Variant[] = [
  { name: 'configured' },
  { name: 'with the micro-cache', siteEnv: { SITE_MICRO_CACHE: 'on' } },
  { name: 'one purge per change', cmsEnv: { EDGE_PURGE_REPEAT_MS: NO_REPEAT_MS } },
]

interface Tally {
  answers: number
  edgeMisses: number
  backendFetches: number
  siteCpuMs: number
  cmsCpuMs: number
}

export interface PublishCost {
  variant: string
  baseline: Tally
  withPublishes: Tally
  /** What each publish added over the baseline's run. */
  perPublish: Omit<Tally, 'answers'>
}

const log = (message: string) => console.log(`[bench:publish] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const run = promisify(execFile)

/** Fetches Varnish made of its backends so far (both listeners). */
async function backendFetches(varnishWorkDir: string): Promise<number> {
  const { stdout } = await run('varnishstat', [
    '-n',
    varnishWorkDir,
    '-1',
    '-f',
    'MAIN.backend_req',
  ])
  return Number(/MAIN\.backend_req\s+(\d+)/.exec(stdout)?.[1] ?? NaN)
}

async function cpuMs(pids: number[]): Promise<number> {
  let seconds = 0
  for (const pid of pids) seconds += await processTreeCpuSeconds(pid)
  return seconds * 1000
}

async function readerPaths(cmsOriginUrl: string): Promise<string[]> {
  const latest = (await (
    await fetch(`${cmsOriginUrl}/api/articles?published=true&limit=${ARTICLE_PAGES}`)
  ).json()) as Array<{ slug: string }>
  return [
    '/',
    '/news',
    '/opinion',
    '/analysis',
    '/learn',
    '/featured',
    '/rss.xml',
    '/api/articles?published=true&limit=12',
    ...latest.map(({ slug }) => `/articles/${slug}`),
  ]
}

async function measureVariant(variant: Variant): Promise<PublishCost> {
  const dataDir = await makeTempDataDir('bench-publish')
  const cluster = await startSeededCluster(dataDir, {
    cmsEnv: { RATE_LIMITS: 'off', ...variant.cmsEnv },
    siteEnv: variant.siteEnv,
  })
  try {
    const pidsOf = (prefix: string) =>
      cluster.components
        .filter(({ name, pid }) => name.startsWith(prefix) && pid)
        .map(({ pid }) => pid ?? 0)
    const varnishWork = path.join(dataDir, 'cluster', 'varnish', 'work')
    const paths = await readerPaths(cluster.cmsOriginUrl)
    const editor = await authHeaders(cluster.cmsOriginUrl, DEMO_EDITOR)
    const authors = await fetch(`${cluster.cmsOriginUrl}/cms-api/authors?limit=1&depth=0`, {
      headers: editor,
    })
    const authorId = ((await authors.json()) as { docs: Array<{ id: string }> }).docs[0]?.id ?? ''
    // Every path is at the edge before the runs.
    for (let pass = 0; pass < 2; pass++)
      for (const pagePath of paths) await (await fetch(`${cluster.entryUrl}${pagePath}`)).text()

    const tally = async (publishing: boolean): Promise<Tally> => {
      let answers = 0
      let edgeMisses = 0
      const fetchesBefore = await backendFetches(varnishWork)
      const siteBefore = await cpuMs(pidsOf('site-'))
      const cmsBefore = await cpuMs(pidsOf('cms-'))
      const readers = loadRun(
        {
          url: cluster.entryUrl,
          connections: READER_CONNECTIONS,
          ratePerSecond: READERS_PER_SECOND,
          durationSeconds: RUN_SECONDS,
          nextPath: () => paths[Math.floor(Math.random() * paths.length)] ?? '/',
          onHeaders: (headers) => {
            answers++
            // Varnish names one transaction on a miss, two (this and the stored one's) on a hit.
            if ((headers['x-varnish'] ?? '').trim().split(/\s+/).length !== 2) edgeMisses++
          },
        },
        RUN_SECONDS,
      )
      if (publishing) {
        for (let publish = 0; publish < PUBLISHES; publish++) {
          await sleep(SECONDS_BETWEEN_PUBLISHES * 1000)
          const created = await restCreateArticle(
            cluster.cmsOriginUrl,
            editor,
            articleData(authorId, { published: true }),
          )
          if (created.status !== 201) throw new Error(`Publishing answered ${created.status}`)
        }
      }
      await readers
      return {
        answers,
        edgeMisses,
        backendFetches: (await backendFetches(varnishWork)) - fetchesBefore,
        siteCpuMs: Math.round((await cpuMs(pidsOf('site-'))) - siteBefore),
        cmsCpuMs: Math.round((await cpuMs(pidsOf('cms-'))) - cmsBefore),
      }
    }
    const baseline = await tally(false)
    const withPublishes = await tally(true)
    const added = (pick: (tally: Tally) => number) =>
      Math.round((pick(withPublishes) - pick(baseline)) / PUBLISHES)
    return {
      variant: variant.name,
      baseline,
      withPublishes,
      perPublish: {
        edgeMisses: added((t) => t.edgeMisses),
        backendFetches: added((t) => t.backendFetches),
        siteCpuMs: added((t) => t.siteCpuMs),
        cmsCpuMs: added((t) => t.cmsCpuMs),
      },
    }
  } finally {
    await cluster.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

interface HotPage {
  microCache: 'on' | 'off'
  page: string
  load: LoadResult
  siteCpuMsPerRequest: number
}

/** The single stack's home page and an article, hot, with and without the micro-cache. */
async function measureHotPages(): Promise<HotPage[]> {
  const results: HotPage[] = []
  for (const microCache of ['on', 'off'] as const) {
    const dataDir = await makeTempDataDir('bench-hot')
    const stack = await startSeededStack(dataDir, {
      cmsEnv: { RATE_LIMITS: 'off' },
      siteEnv: microCache === 'off' ? { SITE_MICRO_CACHE: 'off' } : {},
    })
    try {
      const [latest] = (await (
        await fetch(`${stack.cmsUrl}/api/articles?published=true&limit=1`)
      ).json()) as Array<{ slug: string }>
      for (const page of ['/', `/articles/${latest?.slug ?? ''}`]) {
        const url = `${stack.siteUrl}${page}`
        for (let warm = 0; warm < 3; warm++) await (await fetch(url)).text()
        const before = await processTreeCpuSeconds(stack.pids.site)
        const load = await measureLoad({ url, durationSeconds: HOT_PAGE_SECONDS }, 1)
        const cpu = (await processTreeCpuSeconds(stack.pids.site)) - before
        const requests = load.requestsPerSecond * HOT_PAGE_SECONDS
        results.push({
          microCache,
          page,
          load,
          siteCpuMsPerRequest: Math.round(((cpu * 1000) / requests) * 100) / 100,
        })
      }
    } finally {
      await stack.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return results
}

const only = process.env.PUBLISH_BENCH_VARIANTS
const publishCosts: PublishCost[] = []
for (const variant of VARIANTS.filter(({ name }) => !only || name === only)) {
  log(`cluster, ${variant.name}`)
  publishCosts.push(await measureVariant(variant))
  log(JSON.stringify(publishCosts.at(-1)))
}
const hotPages = only ? [] : await measureHotPages()
for (const hot of hotPages) log(JSON.stringify(hot))
await mkdir(RESULTS, { recursive: true })
await writeFile(
  path.join(RESULTS, 'publish-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), publishCosts, hotPages }, null, 2)}\n`,
)
log('wrote tests/bench/results/publish-load.json')
