import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { performance } from 'node:perf_hooks'
import { createClient } from 'redis'

import {
  CONTENT_CHANGED_CHANNEL,
  CONTENT_GENERATION_KEY,
  type SiteCacheTag,
} from '@blockwise/shared'

import { compressedCacheValues } from '../../frontend/src/server/compressedCacheValues.mjs'
import { RENDER_BY_NEXT } from '../../frontend/src/lib/pageTemplates/selfRender'
import { MICRO_CACHE_MS, RENEWAL_GRACE_MS } from '../../frontend/src/server/microCache'
import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { startSite } from '../../scripts/lib/stack'
import { changeArticle } from '../support/articleEdits'
import { articleData, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/** How soon after the CMS announces a change every site instance must show it. */
const VISIBLE_WITHIN_MS = 2000
/** Changes announced before the first site instance started, and before the second joined. */
const CHANGES_BEFORE_THE_FIRST = 41
const CHANGES_BEFORE_THE_SECOND = 3

const cmsUrl = inject('cmsUrl')
let redis: RedisServer | undefined
let publisher: ReturnType<typeof createClient> | undefined
const sites: Service[] = []
const siteUrls: string[] = []
let editor: Record<string, string> = {}
let authorId = ''

/** What a CMS instance does once a change is committed: number it globally, then announce it. */
async function announce(tags: SiteCacheTag[]): Promise<number> {
  const generation = await publisher!.incr(CONTENT_GENERATION_KEY)
  await publisher!.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify({ tags, generation }))
  return generation
}

/** A site instance on the shared Redis, returned once it listens to the announcements. */
async function startSiteInstance(): Promise<string> {
  const sitePort = await freePort()
  const before = await listeners()
  sites.push(
    await startSite({
      sitePort,
      cmsUrl,
      dataDir: inject('dataDir'),
      quiet: !process.env.DEBUG_STACK,
      env: { REDIS_URL: redis!.url },
    }),
  )
  await waitFor(async () => (await listeners()) > before, 15_000)
  return `http://localhost:${sitePort}`
}

/** How many connections listen to the announcements. */
async function listeners(): Promise<number> {
  return (await publisher!.pubSubNumSub(CONTENT_CHANGED_CHANNEL))[CONTENT_CHANGED_CHANNEL] ?? 0
}

beforeAll(async () => {
  redis = await startRedisServer()
  publisher = createClient({ url: redis.url })
  // One test stops Redis: the publisher reconnects once it is back.
  publisher.on('error', () => {})
  await publisher.connect()
  await publisher.set(CONTENT_GENERATION_KEY, CHANGES_BEFORE_THE_FIRST)
  siteUrls.push(await startSiteInstance())
  // The second instance joins later, as when the site scales out: it heard none of these.
  for (let change = 0; change < CHANGES_BEFORE_THE_SECOND; change++) await announce(['articles'])
  siteUrls.push(await startSiteInstance())
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

afterAll(async () => {
  await Promise.all(sites.map((site) => stopService(site)))
  await publisher?.quit()
  await redis?.stop()
})

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

async function publishArticle(): Promise<{ id: string; title: string; path: string }> {
  const title = `Shared cache ${uniqueSuffix()}`
  const response = await fetch(`${cmsUrl}/cms-api/articles`, {
    method: 'POST',
    headers: editor,
    body: JSON.stringify(articleData(authorId, { title, published: true })),
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: string | number; slug: string } }
  return { id: String(doc.id), title, path: `/articles/${doc.slug}` }
}

/** The page's status, and whether it shows `title`. */
/**
 * `path` on the instance at `siteUrl` as a reader gets it, or as Next renders it (`byNext`: a
 * reader's article page is otherwise filled in from templates, which no cache stores).
 */
async function read(siteUrl: string, path: string, title: string, byNext = false) {
  const response = await fetch(`${siteUrl}${path}`, {
    headers: byNext ? { [RENDER_BY_NEXT]: 'next' } : {},
  })
  const body = await response.text()
  return { status: response.status, shows: body.includes(title), cache: response.headers }
}

/** Announces a change of the articles; every instance must then answer as `expected` in time. */
async function announceAndExpectEverywhere(
  path: string,
  title: string,
  expected: (page: Awaited<ReturnType<typeof read>>) => boolean,
): Promise<void> {
  const announcedAt = performance.now()
  await announce(['articles'])
  const answeredAfter = await Promise.all(
    siteUrls.map(async (siteUrl) => {
      const answered = await waitFor(
        async () => expected(await read(siteUrl, path, title)),
        VISIBLE_WITHIN_MS * 2,
      )
      return { siteUrl, inTime: answered && performance.now() - announcedAt <= VISIBLE_WITHIN_MS }
    }),
  )
  expect(answeredAfter).toEqual(siteUrls.map((siteUrl) => ({ siteUrl, inTime: true })))
}

/** The page and data cache entries in Redis whose content includes `text`, as stored. */
/** An entry of the shared page cache, as its handler hands it to Redis. */
type Entry = NonNullable<Awaited<ReturnType<typeof compressedCacheValues.deserialize>>>

async function storedEntriesWith(text: string): Promise<Array<{ key: string; entry: Entry }>> {
  const entries: Array<{ key: string; entry: Entry }> = []
  for await (const keys of publisher!.scanIterator({ MATCH: 'blockwise:site:*', COUNT: 1000 })) {
    for (const key of keys) {
      if (key.endsWith('__')) continue
      const entry = await compressedCacheValues.deserialize((await publisher!.get(key)) ?? '')
      if (entry && JSON.stringify(entry).includes(text)) entries.push({ key, entry })
    }
  }
  return entries
}

/** Stores entries again as a render finishing now would: stamped as they are, dated now. */
async function store(entries: Array<{ key: string; entry: Entry }>): Promise<void> {
  for (const { key, entry } of entries) {
    const value = await compressedCacheValues.serialize({ ...entry, lastModified: Date.now() })
    await publisher!.set(key, value, { EX: 300 })
    const [, prefix, field] = /^(blockwise:site:[^:]+:)(.+)$/.exec(key) ?? []
    await publisher!.hSet(`${prefix}__sharedTags__`, field!, JSON.stringify(entry.tags))
  }
}

describe('site instances sharing Redis', () => {
  it('serve a page one instance rendered from the shared cache on the other', async () => {
    const article = await publishArticle()
    const [first, second] = siteUrls as [string, string]
    const rendered = await read(first, article.path, article.title, true)
    expect(rendered).toMatchObject({ status: 200, shows: true })

    const elsewhere = await read(second, article.path, article.title, true)
    expect(elsewhere).toMatchObject({ status: 200, shows: true })
    expect(elsewhere.cache.get('x-nextjs-cache')).toBe('HIT')
  })

  it('show an edit through every instance within 2 s of its announcement', async () => {
    const article = await publishArticle()
    const [first, second] = siteUrls as [string, string]
    await read(first, article.path, article.title)
    const edited = `Edited ${article.title}`
    await changeArticle(cmsUrl, editor, article.id, { title: edited })
    // The second instance still serves the old page, now from its micro-cache too.
    expect((await read(second, article.path, article.title)).shows).toBe(true)

    await announceAndExpectEverywhere(
      article.path,
      edited,
      (page) => page.status === 200 && page.shows,
    )
  })

  it('answer 404 for an unpublished article through every instance within 2 s', async () => {
    const article = await publishArticle()
    for (const siteUrl of siteUrls) {
      expect((await read(siteUrl, article.path, article.title)).status).toBe(200)
    }
    await changeArticle(cmsUrl, editor, article.id, { published: false })

    await announceAndExpectEverywhere(article.path, article.title, (page) => page.status === 404)
  })

  it('refuse, on every instance, what a render begun before a change stored after it', async () => {
    const article = await publishArticle()
    const [first] = siteUrls as [string, string]
    await read(first, article.path, article.title, true)
    // What a render on the first instance, reading the CMS before the change, will store.
    const straddling = await storedEntriesWith(article.title)
    expect(straddling.length).toBeGreaterThan(0)

    const edited = `Edited ${article.title}`
    await changeArticle(cmsUrl, editor, article.id, { title: edited })
    await announceAndExpectEverywhere(article.path, edited, (page) => page.shows)
    // That render finishes only now, after every instance has heard of the change; each instance
    // meets its entries (an instance that refuses them renders again and overwrites them).
    for (const siteUrl of siteUrls) {
      await store(straddling)
      await new Promise((resolve) => setTimeout(resolve, MICRO_CACHE_MS + RENEWAL_GRACE_MS + 100))
      const page = await read(siteUrl, article.path, edited, true)
      expect({ siteUrl, status: page.status, showsTheEdit: page.shows }).toEqual({
        siteUrl,
        status: 200,
        showsTheEdit: true,
      })
    }
  })

  // Last: it restarts Redis empty.
  it('keep serving while Redis is down, and hear announcements again once it is back', async () => {
    const article = await publishArticle()
    const port = Number(new URL(redis!.url).port)
    await redis!.stop()
    for (const siteUrl of siteUrls) {
      expect(await read(siteUrl, article.path, article.title)).toMatchObject({
        status: 200,
        shows: true,
      })
    }

    redis = await startRedisServer({ port })
    expect(await waitFor(async () => publisher!.isReady && (await listeners()) === 2, 15_000)).toBe(
      true,
    )
    for (const siteUrl of siteUrls) await read(siteUrl, article.path, article.title)
    const edited = `Edited ${article.title}`
    await changeArticle(cmsUrl, editor, article.id, { title: edited })
    await announceAndExpectEverywhere(article.path, edited, (page) => page.shows)
  })
})
