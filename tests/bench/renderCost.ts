import { readFile } from 'node:fs/promises'

import { loadRun, type LoadResult } from './load'
import { processTree } from './processMemory'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds (user and system) a process has used, with those of the children it has waited for
 * (PostgreSQL's postmaster waits for every backend that ended) and of the children still running.
 */
export async function processTreeCpuSeconds(pid: number): Promise<number> {
  let ticks = 0
  for (const member of await processTree(pid)) {
    const stat = await readFile(`/proc/${member}/stat`, 'utf8').catch(() => '')
    // Fields after the command name, which may hold spaces: utime, stime, cutime, cstime are 14–17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0)
  }
  return ticks / TICKS_PER_SECOND
}

/** The processes a render spends CPU in. */
export interface RenderProcesses {
  site: number
  cms: number
  database: number
}

type ProcessName = keyof RenderProcesses

/**
 * Whether the site rendered an answer: the micro-cache sends what it kept with an `Age`, and Next
 * says `x-nextjs-cache: HIT` for a page from its own cache. Anything else (MISS, STALE, which
 * renders again behind the answer, or none) cost a render.
 */
export const isRender = (headers: Record<string, string>) =>
  !('age' in headers) && headers['x-nextjs-cache'] !== 'HIT'

export interface RenderCost extends LoadResult {
  renders: number
  renderShare: number
  /** CPU milliseconds per render, by process, over the measured run. */
  cpuMsPerRender: Record<ProcessName | 'total', number>
}

export interface RenderCostOptions {
  siteUrl: string
  processes: RenderProcesses
  /** Each request's path: chosen so that the site's caches mostly miss. */
  nextPath: () => string
  connections: number
  durationSeconds: number
}

/**
 * Pages of one kind asked for through the site at `connections`, after a warm-up: throughput and
 * latency, how many answers were renders, and each process's CPU time over the measured run
 * divided by those renders (answers from a cache cost a little too, so this errs high).
 */
export async function measureRenderCost(options: RenderCostOptions): Promise<RenderCost> {
  const counted = { answers: 0, renders: 0 }
  const load = {
    url: `${options.siteUrl}/`,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    nextPath: options.nextPath,
    onHeaders: (headers: Record<string, string>) => {
      counted.answers += 1
      if (isRender(headers)) counted.renders += 1
    },
  }
  await loadRun(load, Math.min(5, options.durationSeconds))
  const names = Object.keys(options.processes) as ProcessName[]
  const cpu = async () =>
    Object.fromEntries(
      await Promise.all(
        names.map(async (name) => [name, await processTreeCpuSeconds(options.processes[name])]),
      ),
    ) as Record<ProcessName, number>
  counted.answers = 0
  counted.renders = 0
  const before = await cpu()
  const result = await loadRun(load, options.durationSeconds)
  const after = await cpu()
  const renders = Math.max(1, counted.renders)
  const perRender = (name: ProcessName) => ((after[name] - before[name]) * 1000) / renders
  const cpuMsPerRender = {
    site: perRender('site'),
    cms: perRender('cms'),
    database: perRender('database'),
    total: names.reduce((sum, name) => sum + perRender(name), 0),
  }
  return {
    ...result,
    renders: counted.renders,
    renderShare: counted.renders / Math.max(1, counted.answers),
    cpuMsPerRender,
  }
}
