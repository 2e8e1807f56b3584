/**
 * The rows of the archive at 100,000 articles: list paging depth, search, the sitemaps and the
 * SQL statements per article render. Called by run.ts once growArchive has filled the archive.
 */
import type { Stack } from '../../scripts/lib/stack'

import { costlySearchRow, type CostlySearch } from './costlySearches'
import { measureLoad, type LoadResult } from './load'
import type { RenderStatements } from './renderStatements'
import { processTreeRssMb } from './processMemory'
import { SEARCH_QUERIES } from './searchQueries'
import { verdict, type Verdict } from './targets'

/** Past the CMS's one-second list sharing, so every request reaches the database. */
const NO_CACHE = { 'cache-control': 'no-cache' }
const CONNECTIONS = 10
/**
 * Searches in flight while search's latency is measured: one per core, so that the p50 and p99
 * are what a reader waits for a search, not for the searches queued ahead of theirs. Its capacity
 * is measured at CONNECTIONS as well.
 */
const SEARCH_LATENCY_CONNECTIONS = 2
/** A page of a section on the site (SECTION_PAGE_SIZE), and a deep one: articles 11,977 to 12,000. */
const PAGE_SIZE = 24
const DEEP_PAGE = 500
/** Memory a process may gain while rendering a sitemap: it streams, so far below its size. */
const SITEMAP_MEMORY_MB = 128
const SITEMAP_MS = 2000
const SITEMAP_CHUNK = 50_000

const ms = (value: number) => `${Math.round(value)} ms`

async function listDepth(cmsUrl: string, durationSeconds: number) {
  const list = (query: string) =>
    `${cmsUrl}/api/articles?published=true&limit=${PAGE_SIZE}&${query}`
  // The answer for the page before carries the cursor of the deep page.
  const before = await fetch(list(`page=${DEEP_PAGE - 1}`), { headers: NO_CACHE })
  const cursor = before.headers.get('x-next-cursor')
  if (!cursor) throw new Error(`No X-Next-Cursor on page ${DEEP_PAGE - 1} of the list`)
  const measure = (url: string) =>
    measureLoad({ url, headers: NO_CACHE, durationSeconds, connections: CONNECTIONS }, 1)
  return {
    first: await measure(list('page=1')),
    deep: await measure(list(`page=${DEEP_PAGE}`)),
    deepByCursor: await measure(list(`cursor=${encodeURIComponent(cursor)}`)),
  }
}

function searchLoad(
  cmsUrl: string,
  durationSeconds: number,
  connections: number,
): Promise<LoadResult> {
  let next = 0
  const nextPath = () => {
    const q = SEARCH_QUERIES[next++ % SEARCH_QUERIES.length] ?? ''
    return `/api/search?${new URLSearchParams({ q })}`
  }
  return measureLoad(
    { url: `${cmsUrl}/`, headers: NO_CACHE, durationSeconds, connections, nextPath },
    1,
  )
}

interface MemoryMb {
  before: number
  peak: number
  after: number
}

interface SitemapResult {
  status: number
  ms: number
  bytes: number
  urls: number
  memoryMb: { site: MemoryMb; cms: MemoryMb }
}

/** One request through the site, timed to its last byte, with both processes' RSS sampled meanwhile. */
async function renderSitemap(url: string, pids: Stack['pids']): Promise<SitemapResult> {
  const rss = async () => ({
    site: await processTreeRssMb(pids.site),
    cms: await processTreeRssMb(pids.cms),
  })
  const before = await rss()
  const peak = { ...before }
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const now = await rss()
      peak.site = Math.max(peak.site, now.site)
      peak.cms = Math.max(peak.cms, now.cms)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  const elapsed = performance.now() - started
  sampling = false
  await sampler
  const after = await rss()
  const memory = (name: 'site' | 'cms') => ({
    before: before[name],
    peak: peak[name],
    after: after[name],
  })
  return {
    status: response.status,
    ms: elapsed,
    bytes: Buffer.byteLength(body),
    urls: body.match(/<loc>/g)?.length ?? 0,
    memoryMb: { site: memory('site'), cms: memory('cms') },
  }
}

const growth = (memory: MemoryMb) => memory.peak - memory.before

function sitemapVerdict(what: string, result: SitemapResult, expectedUrls?: number): Verdict {
  const { site, cms } = result.memoryMb
  return verdict(
    what,
    `< 2 s; RSS growth ≤ ${SITEMAP_MEMORY_MB} MB each`,
    `${ms(result.ms)} (first request after growing the archive, through the site, to the last byte); ` +
      `${result.urls.toLocaleString('en')} URLs, ${(result.bytes / 1024).toFixed(0)} KB; RSS MB ` +
      `site ${site.before}→${site.peak} peak→${site.after}, CMS ${cms.before}→${cms.peak} peak→${cms.after}`,
    result.status === 200 &&
      result.ms < SITEMAP_MS &&
      (expectedUrls === undefined || result.urls === expectedUrls) &&
      growth(site) <= SITEMAP_MEMORY_MB &&
      growth(cms) <= SITEMAP_MEMORY_MB,
  )
}

export interface ArchiveRowsOptions {
  stack: Stack
  durationSeconds: number
  /** Statements per article page render at 100 and at 100,000 articles. */
  renderStatements: Record<number, RenderStatements>
}

export interface ArchiveRows {
  results: {
    list: Awaited<ReturnType<typeof listDepth>>
    search: LoadResult
    searchCapacity: LoadResult
    costlySearches: CostlySearch[]
    sitemapIndex: SitemapResult
    articlesSitemap: SitemapResult
    renderStatements: Record<number, RenderStatements>
  }
  verdicts: Verdict[]
}

export async function archiveRows({
  stack,
  durationSeconds,
  renderStatements,
}: ArchiveRowsOptions): Promise<ArchiveRows> {
  const how = `CMS directly, no-cache, ${CONNECTIONS} connections, ${durationSeconds} s`
  const list = await listDepth(stack.cmsUrl, durationSeconds)
  const search = await searchLoad(stack.cmsUrl, durationSeconds, SEARCH_LATENCY_CONNECTIONS)
  const searchCapacity = await searchLoad(stack.cmsUrl, durationSeconds, CONNECTIONS)
  const costlySearches = await costlySearchRow(stack.cmsUrl)
  const sitemapIndex = await renderSitemap(`${stack.siteUrl}/sitemap.xml`, stack.pids)
  const articlesSitemap = await renderSitemap(
    `${stack.siteUrl}/sitemaps/articles-1.xml`,
    stack.pids,
  )

  const depthRatio = list.deep.p50Ms / Math.max(1, list.first.p50Ms)
  const cursorRatio = list.deepByCursor.p50Ms / Math.max(1, list.first.p50Ms)
  const [small, large] = [renderStatements[100], renderStatements[100_000]]
  const statementsConstant =
    small !== undefined &&
    large !== undefined &&
    small.renders > 0 &&
    large.renders > 0 &&
    Math.abs(small.perRender - large.perRender) < 0.5
  const verdicts = [
    verdict(
      `list of ${PAGE_SIZE} at page ${DEEP_PAGE} vs page 1, 100,000 articles`,
      'p50 ratio < 1.5× (by page and by cursor)',
      `page 1 p50 ${list.first.p50Ms} ms; page ${DEEP_PAGE} p50 ${list.deep.p50Ms} ms (×${depthRatio.toFixed(2)}); ` +
        `same depth by cursor p50 ${list.deepByCursor.p50Ms} ms (×${cursorRatio.toFixed(2)}); ${how}`,
      depthRatio < 1.5 &&
        cursorRatio < 1.5 &&
        [list.first, list.deep, list.deepByCursor].every((load) => load.errors === 0),
    ),
    verdict(
      '`GET /api/search`, 100,000 articles',
      'p50 < 50 ms; p99 < 200 ms',
      `p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms, ${Math.round(search.requestsPerSecond)} req/s at ` +
        `${SEARCH_LATENCY_CONNECTIONS} connections; capacity ${Math.round(searchCapacity.requestsPerSecond)} req/s ` +
        `(p50 ${searchCapacity.p50Ms} ms) at ${CONNECTIONS}; ${search.errors + searchCapacity.errors} errors; ` +
        `${SEARCH_QUERIES.length} one- to three-word queries in turn (common, rare, a "phrase", a -word, ` +
        `a misspelling), 10 results each; CMS directly, no-cache, ${durationSeconds} s each`,
      search.p50Ms < 50 && search.p99Ms < 200 && search.errors === 0 && searchCapacity.errors === 0,
    ),
    costlySearches.verdict,
    sitemapVerdict('sitemap index `/sitemap.xml`, 100,000 articles', sitemapIndex),
    sitemapVerdict('`/sitemaps/articles-1.xml`, 100,000 articles', articlesSitemap, SITEMAP_CHUNK),
    verdict(
      'SQL statements per article render, 100 → 100,000 articles',
      'constant',
      `${small?.perRender.toFixed(1)} at 100 → ${large?.perRender.toFixed(1)} at 100,000 ` +
        `(${small?.renders} and ${large?.renders} pages never rendered before, in turn)`,
      statementsConstant,
    ),
  ]
  return {
    results: {
      list,
      search,
      searchCapacity,
      costlySearches: costlySearches.results,
      sitemapIndex,
      articlesSitemap,
      renderStatements,
    },
    verdicts,
  }
}
