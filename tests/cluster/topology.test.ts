import { readFileSync, readdirSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { articleListSchema, clapsSchema } from '@blockwise/shared'

import { SICK_AFTER_MS } from '../../scripts/lib/cluster/varnish'
import { isRunning, stopService, type Service } from '../../scripts/lib/processes'
import { anthropicControl, FAKE_ARTICLE } from '../fakes/anthropic'
import { googleControl } from '../fakes/google'
import {
  articleData,
  restCreateArticle,
  restUpdateArticle,
  uniqueSuffix,
} from '../support/fixtures'
import { requestFrom } from '../support/fromAddress'
import { uploadPng } from '../support/mediaUpload'
import { startWorkerProcess } from '../support/runnerCms'
import { cacheSeamTests } from './cacheSeams'
import { demoNewsroom, pidOf, sleep, urlOf } from './components'
import { failureSpanAfter, steadyLoad } from './load'
import { environmentOf } from './workerProcess'

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

/** A change shows (and an unpublished article is gone) everywhere within 2 s. */
const EVERYWHERE_WITHIN_MS = 2_000

describe('one state across the instances', () => {
  let editor: Record<string, string> = {}
  let admin: Record<string, string> = {}
  let authorId = ''
  const cms1 = () => urlOf('cms-1')
  const cms2 = () => urlOf('cms-2')
  // The edge, and each site instance straight.
  const readers = () => [entryUrl, urlOf('site-1'), urlOf('site-2')]

  beforeAll(async () => {
    ;({ editor, admin, authorId } = await demoNewsroom(cms1()))
  })

  /** A reader's answer as a failure names it: who answered it, and from which cache. */
  const answerNote = (response: Response) =>
    ['x-site-instance', 'age', 'x-cache', 'x-nextjs-cache']
      .map((name) => `${name}: ${response.headers.get(name) ?? '-'}`)
      .join(', ')

  /**
   * How long until every reader's answer for `pathname` satisfies `seen` (Infinity if one never
   * does), each reader polled on its own: polled in turn, one reader's time counted the others'
   * answers too. `readersSaw` says when each did, for a failure's message.
   */
  async function msUntilEverywhere(
    pathname: string,
    seen: (status: number, body: string) => boolean,
  ): Promise<{ ms: number; readersSaw: string }> {
    const started = Date.now()
    const times = await Promise.all(
      readers().map(async (reader) => {
        let last = 'no answer'
        while (Date.now() - started < EVERYWHERE_WITHIN_MS * 3) {
          const response = await fetch(`${reader}${pathname}`)
          if (seen(response.status, await response.text()))
            return { reader, ms: Date.now() - started, last: answerNote(response) }
          last = `${response.status} (${answerNote(response)})`
          await sleep(50)
        }
        return { reader, ms: Infinity, last }
      }),
    )
    return {
      ms: Math.max(...times.map(({ ms }) => ms)),
      readersSaw: times
        .map(({ reader, ms, last }) => `${reader} after ${ms} ms: ${last}`)
        .join('; '),
    }
  }

  it('an edit through one CMS shows at the edge and on both sites within 2 s; an unpublished article 404s there', async () => {
    const created = await restCreateArticle(
      cms1(),
      editor,
      articleData(authorId, { published: true }),
    )
    expect(created.status).toBe(201)
    const article = created.body.doc as { id: string; slug: string; title: string }
    const page = `/articles/${article.slug}`
    // Every reader has the page, so every cache holds it: the edge, each site's Next cache.
    const cached = await msUntilEverywhere(page, (status) => status === 200)
    expect(cached.ms, cached.readersSaw).toBeLessThan(Infinity)
    for (const reader of readers())
      expect(await (await fetch(`${reader}${page}`)).text()).toContain(article.title)

    const title = `${article.title} edited on cms-1`
    expect((await restUpdateArticle(cms1(), editor, article.id, { title })).status).toBe(200)
    const edited = await msUntilEverywhere(
      page,
      (status, body) => status === 200 && body.includes(title),
    )
    expect(edited.ms, edited.readersSaw).toBeLessThan(EVERYWHERE_WITHIN_MS)

    const unpublished = await restUpdateArticle(cms1(), editor, article.id, { published: false })
    expect(unpublished.status).toBe(200)
    const gone = await msUntilEverywhere(page, (status) => status === 404)
    expect(gone.ms, gone.readersSaw).toBeLessThan(EVERYWHERE_WITHIN_MS)
  })

  it('a reader has one clap budget across both CMS instances', async () => {
    const list = articleListSchema.parse(await (await fetch(`${entryUrl}/api/articles`)).json())
    const slug = list[0]?.slug
    if (!slug) throw new Error('The demo content has no published article')
    // The address the site forwards for a reader; the CMS trusts loopback (TRUSTED_PROXIES).
    const reader = { 'x-forwarded-for': '203.0.113.26' }
    const clap = (cmsUrl: string) =>
      fetch(`${cmsUrl}/api/articles/${slug}/clap`, { method: 'POST', headers: reader })
    // Alternately: 25 on each instance, the ceiling of 50 per reader and article in all.
    for (let sent = 0; sent < 50; sent++)
      expect((await clap(sent % 2 === 0 ? cms1() : cms2())).status).toBe(200)
    expect((await clap(cms1())).status).toBe(429)
    expect((await clap(cms2())).status).toBe(429)
    // Another reader's budget is untouched.
    const other = await fetch(`${cms2()}/api/articles/${slug}/clap`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.27' },
    })
    expect(other.status).toBe(200)
  })

  it('a reader without JavaScript has a subscribe budget of their own, not the site’s', async () => {
    const subscribe = async (localAddress: string) => {
      const form = new URLSearchParams({
        name: 'Reader',
        email: `form-${uniqueSuffix()}@example.com`,
      })
      const answer = await requestFrom(`${entryUrl}/newsletter/subscribe/submit`, localAddress, {
        method: 'POST',
        form,
      })
      expect(answer.status).toBe(303)
      const cookie = String(answer.headers['set-cookie'] ?? '')
      return decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '')
    }
    // The CMS's subscribe budget is 10 a client in ten minutes (contract/rateLimit.ts).
    for (let sent = 0; sent < 10; sent++)
      expect(await subscribe('127.0.0.41')).toContain('"ok":true')
    expect(await subscribe('127.0.0.41')).toMatch(/Too many requests/)
    expect(await subscribe('127.0.0.42')).toContain('"ok":true')
  })

  it('an image uploaded through one CMS is served by the other and through the entry', async () => {
    const bytes = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#c04020' },
    })
      .png()
      .toBuffer()
    const doc = await uploadPng(
      cms1(),
      editor.authorization ?? '',
      bytes,
      `cluster-${uniqueSuffix()}.png`,
    )
    for (const origin of [cms2(), entryUrl]) {
      const response = await fetch(`${origin}/cms-api/media/file/${doc.filename}`)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    }
  })

  describe('a worker killed mid-generation', () => {
    const anthropicUrl = inject('anthropicUrl')
    const googleUrl = inject('googleUrl')
    let survivor: Service | undefined
    afterAll(async () => {
      if (survivor) await stopService(survivor)
    })

    /** The requests the fake Claude received about `topic`. */
    const callsAbout = async (topic: string) =>
      (await anthropicControl.requests(anthropicUrl)).filter((request) =>
        JSON.stringify(request.body).includes(topic),
      ).length

    it('is finished by another worker: published once, with its image', async () => {
      const topic = `Cluster worker kill ${uniqueSuffix()}`
      const imageCalls = (await googleControl.requests(googleUrl)).length
      // Finished generations go live at once here (the default holds them for an editor's review).
      const publishMode = await fetch(`${cms1()}/cms-api/globals/site-settings`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ generationPublishMode: 'publish' }),
      })
      expect(publishMode.status).toBe(200)
      // Claude holds its answer to the cluster's worker far longer than the test lasts.
      await anthropicControl.script(anthropicUrl, 'slow')
      const queued = await fetch(`${cms1()}/api/generation`, {
        method: 'POST',
        headers: editor,
        body: JSON.stringify({ topic, authorId, articleType: 'analysis' }),
      })
      expect(queued.status).toBe(202)
      const { articleId } = (await queued.json()) as { articleId: string }
      await expect.poll(() => callsAbout(topic), { timeout: 30_000, interval: 100 }).toBe(1)

      const workerPid = pidOf('worker')
      const environment = environmentOf(workerPid)
      process.kill(workerPid, 'SIGKILL')
      // Its environment: the same database, Redis, bucket and fakes. Claude now answers at once.
      survivor = await startWorkerProcess('worker-2', environment)

      const article = async () => {
        const response = await fetch(`${cms2()}/cms-api/articles/${articleId}?depth=0`, {
          headers: editor,
        })
        return (await response.json()) as { published?: boolean; featuredImage?: string | null }
      }
      await expect
        .poll(async () => (await article()).published, { timeout: 60_000, interval: 250 })
        .toBe(true)
      expect((await article()).featuredImage).toBeTruthy()
      expect(await callsAbout(topic)).toBe(2)
      expect((await googleControl.requests(googleUrl)).length - imageCalls).toBe(1)
      const sameTitle = await fetch(
        `${cms2()}/cms-api/articles?depth=0&where[title][equals]=${encodeURIComponent(FAKE_ARTICLE.title)}`,
        { headers: editor },
      )
      expect(((await sameTitle.json()) as { totalDocs: number }).totalDocs).toBe(1)
    })
  })
})

// Before any instance is killed: they read every instance's answers.
describe('the cache seams', cacheSeamTests)

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
        const { status } = await requestFrom(
          `${entryUrl}/api/articles/${slug}/clap`,
          `127.0.0.${10 + worker}`,
          { method: 'POST' },
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
