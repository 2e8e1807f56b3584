/**
 * The cluster rows of `npm run bench`: `startCluster` (two site and two CMS instances, a worker,
 * Redis, Varnish) on a seeded throw-away database; the home page and an article measured through
 * the edge, then with the edge bypassed, spread across both site instances at once.
 */
import { rm } from 'node:fs/promises'

import { createClient } from 'redis'

import { makeTempDataDir } from '../support/tempDataDir'

import { DEFAULT_CONNECTIONS, measureLoad, type LoadResult } from './load'
import { startSeededCluster } from './seededStacks'
import { verdict, type Verdict } from './targets'

type Page = 'home' | 'article'
/** Articles served for the first time after the runs, to find what one stores in Redis. */
const FRESH_ARTICLES = 10
export type PageLoads = Record<Page, LoadResult>

export interface ClusterLoads {
  /** Through Varnish, the readers' entry. */
  edge: PageLoads
  /** Whether a request after the edge's run was a hit (Varnish's X-Varnish names two requests). */
  edgeHit: Record<Page, boolean>
  /** Straight to the site instances, the same total connections split between them. */
  sites: PageLoads
  siteInstances: number
  /** The site's shared Next cache in Redis after the runs. */
  sharedCache: SharedCacheSize
  /**
   * What each page keeps in that cache: the home page's entry (HTML and RSC payload); for an
   * article, what serving one for the first time adds, on average.
   */
  pageEntryKb: Record<Page, number>
}

interface SharedCacheSize {
  entries: number
  totalKb: number
  largestKb: number
}

/** Concurrent runs, one per URL, as one figure: requests and errors summed, the slowest latency. */
async function measureSpread(
  urls: string[],
  durationSeconds: number,
  runs: number,
): Promise<LoadResult> {
  const connections = Math.ceil(DEFAULT_CONNECTIONS / urls.length)
  const results = await Promise.all(
    urls.map((url) => measureLoad({ url, durationSeconds, connections }, runs)),
  )
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0)
  return {
    requestsPerSecond: sum((result) => result.requestsPerSecond),
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    errors: sum((result) => result.errors),
  }
}

/** The site's page and data entries in Redis (not their tag lists), as Redis counts their memory. */
async function sharedCacheSize(redisUrl: string): Promise<SharedCacheSize> {
  const client = createClient({ url: redisUrl })
  await client.connect()
  try {
    const sizes: number[] = []
    for await (const keys of client.scanIterator({ MATCH: 'blockwise:site:*', COUNT: 1000 })) {
      for (const key of keys.filter((key) => !key.endsWith('__')))
        sizes.push((await client.memoryUsage(key)) ?? 0)
    }
    const kb = (bytes: number) => Math.round(bytes / 1024)
    return {
      entries: sizes.length,
      totalKb: kb(sizes.reduce((total, size) => total + size, 0)),
      largestKb: kb(Math.max(0, ...sizes)),
    }
  } finally {
    await client.quit()
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The memory Redis counts for the shared cache's entry of the page at `pagePath`. Next keys a page
 * by its route and its path under the locale segment
 * (`/route-cache/APP_PAGE/{route's hash}/$/en/articles/…`; `…/$/en` for home), after the prefix
 * the handler adds (`blockwise:site:{buildId}:`).
 */
async function pageEntryKb(redisUrl: string, pagePath: string): Promise<number> {
  const client = createClient({ url: redisUrl })
  await client.connect()
  try {
    const pageKey = new RegExp(
      `^blockwise:site:[^:]+:/route-cache/APP_PAGE/[^/]+/\\$/[a-z]{2}${escapeRegExp(pagePath === '/' ? '' : pagePath)}$`,
    )
    for await (const keys of client.scanIterator({ MATCH: 'blockwise:site:*', COUNT: 1000 })) {
      const key = keys.find((candidate) => pageKey.test(candidate))
      if (key) return Math.round(((await client.memoryUsage(key)) ?? 0) / 1024)
    }
    throw new Error(`No shared cache entry for ${pagePath}`)
  } finally {
    await client.quit()
  }
}

/**
 * What the site stores in Redis per page it serves for the first time, on average over `paths`:
 * the memory of the entries that appear. An article filled from its template (decision 0026)
 * stores its CMS read, not a rendered page, so its footprint is found by what appears, not by a
 * page's key.
 */
async function storedPerPageKb(
  redisUrl: string,
  siteUrl: string,
  paths: string[],
): Promise<number> {
  const client = createClient({ url: redisUrl })
  await client.connect()
  // The site's entries (page and data entries, not their tag lists).
  const siteEntries = async () => {
    const entries = new Set<string>()
    for await (const keys of client.scanIterator({ MATCH: 'blockwise:site:*', COUNT: 1000 }))
      for (const key of keys.filter((key) => !key.endsWith('__'))) entries.add(key)
    return entries
  }
  try {
    const before = await siteEntries()
    for (const path of paths) await (await fetch(`${siteUrl}${path}`)).arrayBuffer()
    // The cache handler stores after the answer has gone.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    let bytes = 0
    for (const key of await siteEntries())
      if (!before.has(key)) bytes += (await client.memoryUsage(key)) ?? 0
    return Math.round(bytes / 1024 / paths.length)
  } finally {
    await client.quit()
  }
}

async function servedByEdge(url: string): Promise<boolean> {
  const response = await fetch(url)
  await response.arrayBuffer()
  return (response.headers.get('x-varnish') ?? '').trim().split(/\s+/).length === 2
}

export async function measureCluster(options: {
  durationSeconds: number
  runs: number
  cmsEnv: Record<string, string>
}): Promise<ClusterLoads> {
  const dataDir = await makeTempDataDir('bench-cluster')
  const cluster = await startSeededCluster(dataDir, { cmsEnv: options.cmsEnv })
  try {
    const [latest, ...unread] = (await (
      await fetch(`${cluster.cmsOriginUrl}/api/articles?published=true&limit=${1 + FRESH_ARTICLES}`)
    ).json()) as Array<{ slug: string }>
    const paths: Record<Page, string> = { home: '/', article: `/articles/${latest?.slug ?? ''}` }
    const siteUrls = cluster.components
      .filter((component) => component.name.startsWith('site-'))
      .map((component) => component.url ?? '')
    const edge = {} as PageLoads
    const edgeHit = {} as Record<Page, boolean>
    const sites = {} as PageLoads
    for (const [page, pagePath] of Object.entries(paths) as Array<[Page, string]>) {
      const url = `${cluster.entryUrl}${pagePath}`
      edge[page] = await measureLoad(
        { url, durationSeconds: options.durationSeconds },
        options.runs,
      )
      edgeHit[page] = await servedByEdge(url)
      sites[page] = await measureSpread(
        siteUrls.map((siteUrl) => `${siteUrl}${pagePath}`),
        options.durationSeconds,
        options.runs,
      )
    }
    const redisUrl = cluster.components.find((component) => component.name === 'redis')?.url ?? ''
    return {
      edge,
      edgeHit,
      sites,
      siteInstances: siteUrls.length,
      sharedCache: await sharedCacheSize(redisUrl),
      pageEntryKb: {
        home: await pageEntryKb(redisUrl, paths.home),
        article: await storedPerPageKb(
          redisUrl,
          siteUrls[0] ?? '',
          unread.map(({ slug }) => `/articles/${slug}`),
        ),
      },
    }
  } finally {
    await cluster.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const labels: Record<Page, string> = {
  home: 'home page `/`',
  article: 'article page `/articles/{slug}`',
}

/** The cluster's figures beside the single instance's of the same run. */
export function clusterVerdicts(cluster: ClusterLoads, single: PageLoads): Verdict[] {
  const compared = (load: LoadResult, page: Page) =>
    `${Math.round(load.requestsPerSecond)} req/s = ${(load.requestsPerSecond / single[page].requestsPerSecond).toFixed(2)}× the single instance's ${Math.round(single[page].requestsPerSecond)}; p99 ${load.p99Ms} ms; ${load.errors} errors`
  const healthy = (load: LoadResult) => load.p99Ms < 100 && load.errors === 0
  const entries = cluster.pageEntryKb
  // 100,000 articles' entries in the memory Redis counts for them.
  const archiveGb = (entries.article * 100_000) / 1024 ** 2
  return [
    verdict(
      'what the site stores in Redis per article page served',
      '≤ 40 KB; 100,000 of them ≤ 4 GB; home recorded',
      `article ${entries.article} KB (100,000 ≈ ${archiveGb.toFixed(1)} GB); home ${entries.home} KB`,
      entries.article <= 40 && archiveGb <= 4,
    ),
    ...(['home', 'article'] as const).flatMap((page) => [
      verdict(
        `${labels[page]} through the cluster's edge (Varnish)`,
        'an edge hit; p99 < 100 ms; req/s informational',
        `${compared(cluster.edge[page], page)}; ${cluster.edgeHit[page] ? 'hit' : 'miss'}`,
        cluster.edgeHit[page] && healthy(cluster.edge[page]),
      ),
      // Both instances, the CMS pair, Redis, Varnish and the load tool share this host's two cores:
      // each site instance has less than one, so only errors are judged here, not its latency.
      verdict(
        `${labels[page]} on ${cluster.siteInstances} site instances, edge bypassed`,
        '0 errors; req/s and p99 informational',
        compared(cluster.sites[page], page),
        cluster.sites[page].errors === 0,
      ),
    ]),
  ]
}
