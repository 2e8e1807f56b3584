import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'

import { articleListSchema, clapsSchema } from '@blockwise/shared'

import { SICK_AFTER_MS } from '../../scripts/lib/cluster/varnish'
import { isRunning } from '../../scripts/lib/processes'
import { failureSpanAfter, postFrom, steadyLoad } from './load'

/**
 * The cluster of `npm run start:cluster` (started once by globalSetup.ts): Varnish in front of two
 * site instances and two CMS instances. These tests run in order; they kill a site instance, then
 * a CMS instance, and the last one stops the whole cluster as Ctrl-C does.
 */

const entryUrl = inject('entryUrl')
const cmsOriginUrl = inject('cmsOriginUrl')
const components = inject('components')
const SITE_INSTANCE = 'x-site-instance'
/** A request that reaches an instance in flight when it dies may fail: one probe's slack. */
const FAILURES_END_WITHIN_MS = SICK_AFTER_MS + 1_000

function pidOf(name: string): number {
  const pid = components.find((component) => component.name === name)?.pid
  if (!pid) throw new Error(`No process for ${name} in the cluster's manifest`)
  return pid
}

/** A home page under a query of its own: never in the edge's cache, so an instance renders it. */
async function uncachedPage(tag: string) {
  const response = await fetch(`${entryUrl}/?cluster-test=${tag}`)
  await response.arrayBuffer()
  return { status: response.status, instance: response.headers.get(SITE_INSTANCE) }
}

async function claps(slug: string): Promise<number> {
  // The CMS origin never caches: the count as stored.
  const response = await fetch(`${cmsOriginUrl}/api/articles/${slug}/claps`)
  return clapsSchema.parse(await response.json()).claps
}

describe('the entry', () => {
  it('balances readers across both site instances', async () => {
    const instances: string[] = []
    for (let page = 0; page < 20; page++) {
      const { status, instance } = await uncachedPage(`balance-${page}`)
      expect(status).toBe(200)
      instances.push(String(instance))
    }
    const count = (name: string) => instances.filter((instance) => instance === name).length
    expect(count('site-1')).toBeGreaterThanOrEqual(5)
    expect(count('site-2')).toBeGreaterThanOrEqual(5)
  })
})

describe('an instance killed under steady load', () => {
  it('a site instance: every request is answered, no 5xx after its health check', async () => {
    let killedAt = 0
    const answers = await steadyLoad({
      workers: 4,
      durationMs: 8_000,
      send: (worker, sequence) => uncachedPage(`site-kill-${worker}-${sequence}`),
      during: async (elapsed) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        process.kill(pidOf('site-1'), 'SIGKILL')
        killedAt = elapsed()
      },
    })
    expect(answers.filter((answer) => answer.status === 'no answer')).toEqual([])
    expect(failureSpanAfter(answers, killedAt)).toBeLessThanOrEqual(FAILURES_END_WITHIN_MS)
    // Both served before the kill, only the survivor after it.
    const servedBy = (from: number, to: number) =>
      new Set(answers.filter((a) => a.at >= from && a.at < to).map((a) => a.instance))
    expect(servedBy(0, killedAt)).toEqual(new Set(['site-1', 'site-2']))
    expect(servedBy(killedAt + FAILURES_END_WITHIN_MS, Infinity)).toEqual(new Set(['site-2']))
  })

  it('a CMS instance: every acknowledged clap is counted, no 5xx after its health check', async () => {
    const list = articleListSchema.parse(await (await fetch(`${entryUrl}/api/articles`)).json())
    const slug = list[0]?.slug
    if (!slug) throw new Error('The demo content has no published article')
    const before = await claps(slug)
    let killedAt = 0
    // Eight readers, each from an address of its own, each within its budget on the article.
    const sent = await steadyLoad({
      workers: 8,
      durationMs: 10_000,
      perWorker: 40,
      send: async (worker) => {
        const { status } = await postFrom(
          `${entryUrl}/api/articles/${slug}/clap`,
          `127.0.0.${10 + worker}`,
        )
        await new Promise((resolve) => setTimeout(resolve, 120))
        return { status, instance: null }
      },
      during: async (elapsed) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        process.kill(pidOf('cms-1'), 'SIGKILL')
        killedAt = elapsed()
      },
    })
    const acknowledged = sent.filter((answer) => answer.status === 200).length
    const unanswered = sent.filter((answer) => answer.status !== 200)
    expect(
      unanswered.filter((answer) => answer.status !== 'no answer' && answer.status < 500),
    ).toEqual([])
    expect(failureSpanAfter(sent, killedAt)).toBeLessThanOrEqual(FAILURES_END_WITHIN_MS)
    expect(acknowledged).toBeGreaterThan(100)
    // A clap whose answer was lost with the instance may still have been committed.
    const counted = (await claps(slug)) - before
    expect(counted).toBeGreaterThanOrEqual(acknowledged)
    expect(counted).toBeLessThanOrEqual(acknowledged + unanswered.length)
  })
})

describe('npm run start:cluster', () => {
  it('stops every component when told to stop, as Ctrl-C does', async () => {
    const clusterPid = inject('clusterPid')
    const dataDir = inject('dataDir')
    process.kill(clusterPid, 'SIGINT')
    const deadline = Date.now() + 60_000
    while (isRunning(clusterPid) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(isRunning(clusterPid)).toBe(false)
    const survivors = components
      .filter((component) => component.pid && isRunning(component.pid))
      .map((component) => component.name)
    expect(survivors).toEqual([])
    // PostgreSQL's processes and Varnish's worker child name the data folder on their command line.
    const strays = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)
        } catch {
          return false
        }
      })
    expect(strays).toEqual([])
    await expect(fetch(entryUrl)).rejects.toThrow()
  })
})
