import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { stopService } from '../../scripts/lib/processes'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startRunnerCms, startWorker, type RunnerCms } from '../support/runnerCms'
import { TEST_EDITOR, ensureStaff } from '../support/staff'
import { recordedCalls } from '../support/webhookRecorder'

const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')
/** The runner polls every second (JOBS_POLL_SECONDS=1); the rest is a loaded machine's slack. */
const LATEST_AFTER_TIME_MS = 6_000

let runner: RunnerCms
let authorId = ''
let editorId = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: TEST_EDITOR.email } },
  })
  editorId = String(docs[0]?.id)
  authorId = (await createAuthor(payload)).id
  runner = await startRunnerCms('cms')
})

afterAll(async () => {
  await runner?.stop()
})

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000)

/** What Payload's schedule drawer queues (schedulePublishHandler in @payloadcms/ui). */
async function schedule(
  articleId: string,
  type: 'publish' | 'unpublish',
  at: Date,
  userId: string | null = editorId,
) {
  const payload = await testPayload()
  return payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: {
      type,
      doc: { relationTo: 'articles', value: articleId },
      ...(userId ? { user: { relationTo: 'users', value: userId } } : {}),
    },
  })
}

async function readersSee(slug: string): Promise<boolean> {
  const response = await fetch(`${cmsUrl}/api/articles/${slug}`)
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`GET /api/articles/${slug}: ${response.status}`)
  }
  return response.status === 200
}

async function listedForReaders(slug: string): Promise<boolean> {
  const response = await fetch(`${cmsUrl}/api/articles?limit=10`)
  const newest = (await response.json()) as Array<{ slug: string }>
  return newest.some((article) => article.slug === slug)
}

async function waitUntilTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return Date.now()
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function draftArticle() {
  return createArticle(await testPayload(), authorId, { title: `Scheduled ${uniqueSuffix()}` })
}

async function liveArticle() {
  return createArticle(await testPayload(), authorId, {
    title: `Live ${uniqueSuffix()}`,
    published: true,
  })
}

async function storedArticle(id: string) {
  const payload = await testPayload()
  return payload.findByID({ collection: 'articles', id, depth: 0, overrideAccess: true })
}

describe('a scheduled publish', () => {
  it('publishes the draft at its time, as a publish by its editor that the site is told of', async () => {
    const article = await draftArticle()
    const at = secondsFromNow(4)
    const revalidationsBefore = (await recordedCalls(siteUrl)).length
    await schedule(article.id, 'publish', at)

    expect(await readersSee(article.slug)).toBe(false)
    await waitUntilTrue(() => readersSee(article.slug), 4_000 + LATEST_AFTER_TIME_MS)
    await waitUntilTrue(() => listedForReaders(article.slug), 3_000)

    const published = await storedArticle(article.id)
    expect(published).toMatchObject({ published: true, status: 'published', _status: 'published' })
    const publishedAt = Date.parse(String(published.publishedAt))
    expect(publishedAt).toBeGreaterThanOrEqual(at.getTime())
    expect(publishedAt).toBeLessThanOrEqual(at.getTime() + LATEST_AFTER_TIME_MS)
    expect(published.lastEditedBy).toBe(editorId)

    const revalidations = (await recordedCalls(siteUrl))
      .slice(revalidationsBefore)
      .filter((call) => call.path === '/internal/revalidate')
    expect(revalidations.length).toBeGreaterThan(0)
  })

  it('takes a live article down at its time', async () => {
    const article = await liveArticle()
    await schedule(article.id, 'unpublish', secondsFromNow(2))
    expect(await readersSee(article.slug)).toBe(true)
    await waitUntilTrue(async () => !(await readersSee(article.slug)), 2_000 + LATEST_AFTER_TIME_MS)
    expect(await storedArticle(article.id)).toMatchObject({ published: false, status: 'draft' })
  })

  it('runs at once when its time has already passed', async () => {
    const article = await draftArticle()
    await schedule(article.id, 'publish', secondsFromNow(-600))
    await waitUntilTrue(() => readersSee(article.slug), LATEST_AFTER_TIME_MS)
  })

  it('still publishes when the editor who scheduled it was deleted meanwhile', async () => {
    const payload = await testPayload()
    const leaving = await payload.create({
      collection: 'users',
      data: {
        email: `leaving-${uniqueSuffix()}@test.blockwise`,
        password: 'leaving-password-1',
        role: 'editor',
      },
    })
    const article = await draftArticle()
    await schedule(article.id, 'publish', secondsFromNow(4), String(leaving.id))
    await payload.delete({ collection: 'users', id: leaving.id })

    await waitUntilTrue(() => readersSee(article.slug), 4_000 + LATEST_AFTER_TIME_MS)
    expect((await storedArticle(article.id)).lastEditedBy ?? null).toBeNull()
  })

  it('goes with its article when the article is deleted first', async () => {
    const payload = await testPayload()
    const article = await draftArticle()
    await schedule(article.id, 'publish', secondsFromNow(60))
    const pending = () =>
      payload.count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'schedulePublish' } },
            { 'input.doc.value': { equals: article.id } },
          ],
        },
      })
    expect((await pending()).totalDocs).toBe(1)
    await payload.delete({ collection: 'articles', id: article.id })
    expect((await pending()).totalDocs).toBe(0)
  })

  it('is done by a worker, and by the CMS after a restart, when it fell due while none ran', async () => {
    runner.crash()
    const first = await draftArticle()
    const second = await draftArticle()
    await schedule(first.id, 'publish', secondsFromNow(1))
    await schedule(second.id, 'publish', secondsFromNow(1))
    await sleep(3_000)
    expect(await readersSee(first.slug)).toBe(false)

    const worker = await startWorker(runner)
    try {
      await waitUntilTrue(() => readersSee(first.slug), LATEST_AFTER_TIME_MS)
      await waitUntilTrue(() => readersSee(second.slug), LATEST_AFTER_TIME_MS)
    } finally {
      await stopService(worker)
    }

    const third = await draftArticle()
    await schedule(third.id, 'publish', secondsFromNow(1))
    await sleep(3_000)
    expect(await readersSee(third.slug)).toBe(false)
    await runner.start()
    await waitUntilTrue(() => readersSee(third.slug), LATEST_AFTER_TIME_MS)
  }, 120_000)
})
