import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GENERATION_QUEUE } from '@/generation/queue'
import { generationActive } from '@/generation/queueGeneration'
import { sessionDb } from '@/compat/transactionDb'

import { stopService, type Service } from '../../scripts/lib/processes'
import type { FakeServer } from '../fakes/fakeServer'
import { createAuthor, uniqueSuffix } from '../support/fixtures'
import {
  generationOutcome,
  requestsTo,
  setGenerationPublishMode,
  startGeneration,
} from '../support/generation'
import { testPayload } from '../support/payload'
import { startRunnerCms, startWorker, type RunnerCms } from '../support/runnerCms'
import { editorHeaders } from '../support/staff'

/**
 * Several `npm run worker` processes on one database, beside a CMS that only queues: every
 * generation runs once, and a worker killed mid-generation is taken over by another once its
 * lease (JOBS_LEASE_SECONDS, 3 s in tests) lapses, not while it is merely slow.
 */

const GENERATIONS = 12
const LEASE_MS = 3_000
/** A stalled Claude call: longer than a second worker's start plus several leases. */
const STALL_MS = 60_000
const PATIENT_WORKER = {
  JOBS_LEASE_SECONDS: '120',
  ANTHROPIC_TIMEOUT_MS: String(STALL_MS * 2),
  GOOGLE_TIMEOUT_MS: String(STALL_MS * 2),
}

let cms: RunnerCms
let headers: Record<string, string>
let authorId: string
let workers: Service[] = []

beforeAll(async () => {
  // Every generation gets its own title, hence its own slug and image file name.
  cms = await startRunnerCms('worker', { slowMs: STALL_MS, numberedTitles: true })
  headers = await editorHeaders(cms.url)
  authorId = (await createAuthor(await testPayload())).id
  // A generation that ran to the end is a published article.
  await setGenerationPublishMode('publish')
})

afterEach(async () => {
  await Promise.all(workers.map((worker) => stopService(worker)))
  workers = []
})

afterAll(async () => {
  await setGenerationPublishMode('hold')
  await cms?.stop()
})

async function worker(name: string, env?: Record<string, string>): Promise<Service> {
  const started = await startWorker(cms, name, env)
  workers.push(started)
  return started
}

/** The requests a fake received whose body names the topic. */
const callsAbout = (fake: FakeServer, topic: string) =>
  fake.requests.filter((request) => JSON.stringify(request.body).includes(topic)).length

async function articlesAbout(payload: Payload, topicPrefix: string) {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { 'generation.topic': { like: topicPrefix } },
    pagination: false,
    depth: 0,
  })
  return docs
}

/** Database sessions waiting for a lock (a row's or an advisory one), the test's own excluded. */
async function sessionsWaitingForLocks(payload: Payload): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ waiting: number }>(sql`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`)
  return rows[0]?.waiting ?? 0
}

/**
 * Holds the queued generation jobs' rows locked while `during` runs: the workers' first claims
 * pile up on them and go on together, as claims polling at the same moment would.
 */
async function withQueuedJobsLocked(payload: Payload, during: () => Promise<void>) {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const db = await sessionDb(payload.db, transactionID)
    await db.execute(sql`
      SELECT id FROM payload_jobs
      WHERE queue = ${GENERATION_QUEUE} AND completed_at IS NULL FOR UPDATE`)
    await during()
  } finally {
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  }
}

describe('many workers on one queue', () => {
  it('three workers run twelve generations, each exactly once', async () => {
    const payload = await testPayload()
    const topicPrefix = `Many workers ${uniqueSuffix()}`
    // Two digits each, so that no topic is part of another.
    const topics = Array.from(
      { length: GENERATIONS },
      (_, n) => `${topicPrefix} ${String(n).padStart(2, '0')}`,
    )
    const imageCalls = requestsTo(cms.google)
    const mediaBefore = (await payload.count({ collection: 'media' })).totalDocs
    const started = []
    for (const topic of topics)
      started.push(await startGeneration(cms.url, headers, { topic, authorId }))

    await withQueuedJobsLocked(payload, async () => {
      // Leases and provider timeouts that outlast the lock and a busy machine: any second call to a
      // fake here is a job run twice.
      for (const name of ['worker-1', 'worker-2', 'worker-3']) await worker(name, PATIENT_WORKER)
      await expect
        .poll(() => sessionsWaitingForLocks(payload), { timeout: 30_000, interval: 100 })
        .toBeGreaterThanOrEqual(3)
    })

    for (const generation of started) {
      const { article, record } = await generationOutcome(generation)
      expect(record).toBeNull()
      expect(article).toMatchObject({ published: true, status: 'published' })
    }
    expect(topics.map((topic) => callsAbout(cms.anthropic, topic))).toEqual(topics.map(() => 1))
    expect(requestsTo(cms.google) - imageCalls).toBe(GENERATIONS)
    const articles = await articlesAbout(payload, topicPrefix)
    expect(articles).toHaveLength(GENERATIONS)
    expect(new Set(articles.map((article) => article.featuredImage)).size).toBe(GENERATIONS)
    expect((await payload.count({ collection: 'media' })).totalDocs - mediaBefore).toBe(GENERATIONS)
  }, 180_000)

  it('a killed worker’s generation is resumed by another once its heartbeat stops, not before', async () => {
    const payload = await testPayload()
    const topic = `Killed worker ${uniqueSuffix()}`
    const imageCalls = requestsTo(cms.google)
    // Claude stalls on the first worker's call, which waits for it (no timeout within the test).
    const doomed = await worker('worker-doomed', { ANTHROPIC_TIMEOUT_MS: String(STALL_MS * 2) })
    cms.anthropic.script('slow')
    const started = await startGeneration(cms.url, headers, { topic, authorId })
    await expect
      .poll(() => callsAbout(cms.anthropic, topic), { timeout: 20_000, interval: 20 })
      .toBe(1)

    // A second worker polls for several leases while the first is slow but alive: hands off.
    await worker('worker-survivor')
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_MS))
    expect(callsAbout(cms.anthropic, topic)).toBe(1)
    expect(await generationActive(payload, started.articleId)).toBe(true)

    doomed.child.kill('SIGKILL')
    const { article, record } = await generationOutcome(started)
    expect(record).toBeNull()
    expect(article).toMatchObject({ published: true, status: 'published' })
    expect(article.featuredImage).toBeTruthy()
    expect(callsAbout(cms.anthropic, topic)).toBe(2)
    expect(requestsTo(cms.google) - imageCalls).toBe(1)
    expect(await articlesAbout(payload, topic)).toHaveLength(1)
  }, 180_000)
})
