import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  articleListSchema,
  CONTENT_CHANGED_CHANNEL,
  errorBodySchema,
  parseContentChangedMessage,
  type ContentChangedMessage,
} from '@blockwise/shared'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startSecondCms } from '../support/runnerCms'
import { editorHeaders } from '../support/staff'

/** Two CMS instances on the integration database and one Redis, as behind a load balancer. */
let redis: RedisServer
const instances: Service[] = []
const urls: string[] = []
let authorId = ''
let slug = ''

beforeAll(async () => {
  redis = await startRedisServer()
  for (let index = 0; index < 2; index++) {
    const port = await freePort()
    // Readers share a list for a minute: only the announcement of a change can empty it sooner.
    instances.push(
      await startSecondCms(port, {
        REDIS_URL: redis.url,
        PUBLISHED_LIST_CACHE_MS: '60000',
        JOBS_RUNNER: 'worker',
      }),
    )
    urls.push(`http://localhost:${port}`)
  }
  const payload = await testPayload()
  authorId = (await createAuthor(payload)).id
  slug = (await createArticle(payload, authorId, { published: true })).slug
})

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopService(instance)))
  await redis?.stop()
})

const [first, second] = [0, 1]
const clap = (instance: number, headers: Record<string, string>) =>
  fetch(`${urls[instance]}/api/articles/${slug}/clap`, { method: 'POST', headers })

const login = (instance: number, email: string, password: string, headers: object) =>
  fetch(`${urls[instance]}/cms-api/users/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ email, password }),
  })

/** A reader's list, as anonymous readers share it (no no-cache). */
async function readerList(instance: number): Promise<string[]> {
  const response = await fetch(`${urls[instance]}/api/articles?published=true&limit=10`)
  expect(response.status).toBe(200)
  return articleListSchema.parse(await response.json()).map((article) => article.slug)
}

/** Listens on the channel as a site instance does: each message parsed (null when malformed). */
async function listenToChannel() {
  const received: (ContentChangedMessage | null)[] = []
  const subscriber = createClient({ url: redis.url })
  await subscriber.connect()
  await subscriber.subscribe(CONTENT_CHANGED_CHANNEL, (text) => {
    received.push(parseContentChangedMessage(text))
  })
  return { received, close: () => subscriber.close() }
}

async function rename(instance: number, articleSlug: string): Promise<number> {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'articles',
    where: { slug: { equals: articleSlug } },
  })
  const saved = await fetch(`${urls[instance]}/cms-api/articles/${docs[0]?.id}`, {
    method: 'PATCH',
    headers: await editorHeaders(urls[instance] ?? ''),
    body: JSON.stringify({ title: `Renamed ${uniqueSuffix()}` }),
  })
  return saved.status
}

describe('CMS instances sharing Redis', () => {
  it('keep one clap budget per reader and article across instances', async () => {
    const reader = readerHeaders(JSON_HEADERS)
    const statuses: number[] = []
    for (let index = 0; index < 50; index++)
      statuses.push((await clap(index % 2 === 0 ? first : second, reader)).status)
    expect(statuses).toEqual(Array(50).fill(200))
    for (const instance of [first, second]) {
      const refused = await clap(instance, reader)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(errorBodySchema.parse(await refused.json()).error).toMatch(/Too many requests/)
    }
  })

  it('share the backoff on password attempts', async () => {
    const email = `shared-${uniqueSuffix()}@test.blockwise`
    const payload = await testPayload()
    await payload.create({
      collection: 'users',
      data: { email, password: 'the-right-password', role: 'editor' },
    })
    const stranger = readerHeaders()
    /** A wrong password tried on the first instance, after any wait it is told to keep. */
    const wrongAttempt = async (attempt: number) => {
      for (;;) {
        const answer = await login(first, email, `wrong-${attempt}`, stranger)
        if (answer.status !== 429) return answer.status
        const waitSeconds = Number(answer.headers.get('retry-after'))
        await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
      }
    }
    // Five free attempts, then waits of 1, 2 and 4 seconds: the 4 s one still runs when the second
    // instance is asked, however long a password check takes on a busy machine.
    for (let attempt = 0; attempt < 8; attempt++) expect(await wrongAttempt(attempt)).toBe(401)
    const throttled = await login(second, email, 'the-right-password', stranger)
    expect(throttled.status).toBe(429)
    expect(JSON.stringify(await throttled.json())).toMatch(/Try again in \d+ seconds/)
  })

  it("empty every instance's shared reader lists when a change is saved through one", async () => {
    const before = await readerList(second)
    // Saved from the test's own process, which announces nothing: the second instance keeps
    // serving the list it shared, so it is indeed shared for a minute.
    const unannounced = await createArticle(await testPayload(), authorId, { published: true })
    expect(await readerList(second)).toEqual(before)

    const created = await fetch(`${urls[first]}/cms-api/articles`, {
      method: 'POST',
      headers: await editorHeaders(urls[first] ?? ''),
      body: JSON.stringify(articleData(authorId, { published: true })),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { slug: string } }
    // Within the second the site's lists are held to (tests/integration/fresh-lists.test.ts).
    await expect
      .poll(() => readerList(second), { timeout: 1000, interval: 50 })
      .toEqual(expect.arrayContaining([doc.slug, unannounced.slug]))
  })

  it('announce every committed change with its tags and a rising generation', async () => {
    const channel = await listenToChannel()
    try {
      expect(await rename(first, slug)).toBe(200)
      expect(await rename(second, slug)).toBe(200)
      await expect.poll(() => channel.received.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2)
    } finally {
      await channel.close()
    }
    const messages = channel.received
    expect(messages).not.toContain(null)
    expect(messages.some((message) => message?.tags.includes('articles'))).toBe(true)
    const generations = messages.map((message) => message?.generation ?? 0)
    expect(generations[0]).toBeGreaterThan(0)
    // Each announcement, from whichever instance, has a higher generation than the one before.
    expect(generations).toEqual([...new Set(generations)].sort((a, b) => a - b))
  })

  // Last: it takes Redis away.
  it('still answer claps and saves while Redis is down, each instance on its own budget', async () => {
    await redis.stop()
    const reader = readerHeaders(JSON_HEADERS)
    const statuses: number[] = []
    for (let index = 0; index < 50; index++) statuses.push((await clap(first, reader)).status)
    expect(statuses).toEqual(Array(50).fill(200))
    expect((await clap(first, reader)).status).toBe(429)
    expect((await clap(second, reader)).status).toBe(200)
    expect(await rename(second, slug)).toBe(200)
  })
})
