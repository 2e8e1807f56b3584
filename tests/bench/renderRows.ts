/**
 * The rows of uncached pages at 100,000 articles: the long tail of article pages against a bare
 * Node server answering the same bytes, the CPU each process spends per render for every kind of
 * archive page, and what a crawler's renders do to readers of cached pages.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Stack } from '../../scripts/lib/stack'

import { archivePages, type ArchivePages } from './archivePages'
import { loadRun, loadText, measureLoad, type LoadResult } from './load'
import { readyLoadInOwnProcess } from './loadProcess'
import { measureRenderCost, type RenderCost, type RenderProcesses } from './renderCost'
import { startReferenceServer } from './referenceServer'
import { verdict, type Verdict } from './targets'

/** A crawler's connections, and the long tail's: each mostly waits on a render. */
export const RENDER_CONNECTIONS = 10
const LONG_TAIL_SHARE = 0.025
export const LONG_TAIL_P99_MS = 300
const ARTICLE_CPU_MS = 10
/** Any other archive page may cost this many times an article's render. */
const OTHER_PAGE_FACTOR = 2
const READER_P99_MS = 100
/** Readers of cached pages while the crawler runs: a steady rate each, not a flood. */
const READER_RATE = 50
const READER_CONNECTIONS = 5
const READERS_WARM_UP_SECONDS = 5

type Kind = Exclude<keyof ArchivePages, 'article'>
const KINDS: Record<Kind, string> = {
  tag: 'a tag page `/tags/{slug}[/page/{n}]`',
  author: 'an author page `/authors/{slug}[/page/{n}]`',
  deepSection: 'a section page around 500 `/{section}/page/{n}`',
  search: 'a search results page `/search?q=`',
  glossaryTerm: 'a glossary term page `/glossary/{slug}`',
}

/** The embedded PostgreSQL's postmaster, whose CPU time includes every backend that has ended. */
async function postmasterPid(dataDir: string): Promise<number> {
  const file = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
  return Number(file.split('\n')[0])
}

const meanCpu = (runs: readonly RenderCost[]) =>
  runs.reduce((sum, run) => sum + run.cpuMsPerRender.total, 0) / runs.length

/** The run whose CPU per render is the median of `runs` (the higher of the middle two). */
const medianRun = (runs: readonly RenderCost[]) =>
  [...runs].sort((a, b) => a.cpuMsPerRender.total - b.cpuMsPerRender.total)[
    Math.floor(runs.length / 2)
  ] as RenderCost

const cpuText = ({ cpuMsPerRender: cpu, renders }: RenderCost) =>
  `site ${cpu.site.toFixed(1)} + CMS ${cpu.cms.toFixed(1)} + PostgreSQL ${cpu.database.toFixed(1)} = ` +
  `${cpu.total.toFixed(1)} ms CPU per render (${renders} renders)`

export interface RenderRows {
  results: {
    reference: LoadResult
    article: RenderCost
    /** The article measured before the first kind and after each. */
    articleRuns: RenderCost[]
    pages: Record<Kind, RenderCost>
    crawler: LoadResult
    readers: { home: LoadResult; article: LoadResult }
  }
  verdicts: Verdict[]
}

export async function renderRows(options: {
  stack: Stack
  dataDir: string
  durationSeconds: number
  /** A page readers keep asking for, so that it is cached. */
  cachedArticlePath: string
}): Promise<RenderRows> {
  const { stack, durationSeconds } = options
  const pages = await archivePages(stack.databaseUrl)
  const processes: RenderProcesses = {
    site: stack.pids.site,
    cms: stack.pids.cms,
    database: await postmasterPid(options.dataDir),
  }
  const measure = (nextPath: () => string) =>
    measureRenderCost({
      siteUrl: stack.siteUrl,
      processes,
      nextPath,
      connections: RENDER_CONNECTIONS,
      durationSeconds,
    })

  const sample = Buffer.from(
    await (await fetch(`${stack.siteUrl}${pages.article()}`)).arrayBuffer(),
  )
  const reference = await startReferenceServer({
    '/': { body: sample, headers: { 'content-type': 'text/html; charset=utf-8' } },
  })
  const referenceLoad = await measureLoad(
    { url: reference.url, durationSeconds, connections: RENDER_CONNECTIONS },
    1,
  )
  reference.server.close()

  // Each kind is measured between two of the article's runs and divided by their mean: this host's
  // speed drifts by half within a run, so a kind measured minutes after a single article run would
  // be compared with another machine.
  const articleRuns = [await measure(pages.article)]
  const others = {} as Record<Kind, RenderCost>
  const besideArticle = {} as Record<Kind, number>
  for (const kind of Object.keys(KINDS) as Kind[]) {
    others[kind] = await measure(pages[kind])
    articleRuns.push(await measure(pages.article))
    besideArticle[kind] = meanCpu(articleRuns.slice(-2))
  }
  const article = articleRuns[0] as RenderCost
  const typicalArticle = medianRun(articleRuns)

  // Each reader runs in its own process, as a reader's browser does: in the crawler's, the
  // crawler's answers would hold up theirs. Each has started and read its page for a few seconds
  // when the crawler starts, so the page is kept, as a page readers keep asking for is, and a load
  // tool's own start (its first connections, its code not yet compiled) is not counted as the site's.
  const readerLoad = (pagePath: string) =>
    readyLoadInOwnProcess(
      {
        url: `${stack.siteUrl}${pagePath}`,
        connections: READER_CONNECTIONS,
        ratePerSecond: READER_RATE,
        durationSeconds,
      },
      durationSeconds,
      READERS_WARM_UP_SECONDS,
    )
  const [homeReader, articleReader] = await Promise.all([
    readerLoad('/'),
    readerLoad(options.cachedArticlePath),
  ])
  const [home, cachedArticle, crawler] = await Promise.all([
    homeReader.start(),
    articleReader.start(),
    loadRun(
      {
        url: `${stack.siteUrl}/`,
        connections: RENDER_CONNECTIONS,
        durationSeconds,
        nextPath: pages.article,
      },
      durationSeconds,
    ),
  ])

  const share = article.requestsPerSecond / referenceLoad.requestsPerSecond
  const articleCpu = typicalArticle.cpuMsPerRender.total
  const verdicts = [
    verdict(
      'long tail: `/articles/{slug}` at random over 100,000 articles',
      `≥ ${LONG_TAIL_SHARE * 100}% of a bare Node server sending the same bytes; p99 < ${LONG_TAIL_P99_MS} ms; 0 errors`,
      `${loadText(article)} = ${(share * 100).toFixed(2)}% of ${Math.round(referenceLoad.requestsPerSecond)}; ` +
        `${(article.renderShare * 100).toFixed(0)}% renders; through the site, ${RENDER_CONNECTIONS} connections, ${durationSeconds} s`,
      share >= LONG_TAIL_SHARE && article.p99Ms < LONG_TAIL_P99_MS && article.errors === 0,
    ),
    verdict(
      'CPU per render: an article page',
      `site + CMS + PostgreSQL ≤ ${ARTICLE_CPU_MS} ms`,
      `${cpuText(typicalArticle)}, the median of ${articleRuns.length} runs ` +
        `(${articleRuns.map((run) => run.cpuMsPerRender.total.toFixed(1)).join(', ')} ms)`,
      articleCpu <= ARTICLE_CPU_MS && articleRuns.every((run) => run.errors === 0),
    ),
    ...(Object.entries(KINDS) as Array<[Kind, string]>).map(([kind, label]) =>
      verdict(
        `CPU per render: ${label}`,
        `≤ ${OTHER_PAGE_FACTOR}× the article's`,
        `${cpuText(others[kind])} = ×${(others[kind].cpuMsPerRender.total / besideArticle[kind]).toFixed(2)} ` +
          `of the article's ${besideArticle[kind].toFixed(1)} ms measured either side; ${loadText(others[kind])}`,
        others[kind].cpuMsPerRender.total <= OTHER_PAGE_FACTOR * besideArticle[kind] &&
          others[kind].errors === 0,
      ),
    ),
    verdict(
      'cached pages while a crawler renders the archive',
      `home and a cached article p99 < ${READER_P99_MS} ms`,
      `home: ${loadText(home)}; article: ${loadText(cachedArticle)} (${READER_RATE} req/s each); ` +
        `crawler meanwhile: ${loadText(crawler)} at ${RENDER_CONNECTIONS} connections over random articles; ` +
        'readers and crawler each in a load process of their own',
      home.p99Ms < READER_P99_MS &&
        cachedArticle.p99Ms < READER_P99_MS &&
        home.errors + cachedArticle.errors === 0,
    ),
  ]
  return {
    results: {
      reference: referenceLoad,
      article,
      articleRuns,
      pages: others,
      crawler,
      readers: { home, article: cachedArticle },
    },
    verdicts,
  }
}
