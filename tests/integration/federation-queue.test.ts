import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FEDERATION_QUEUE, federationConcurrencyKey } from '@/federation/queue/names'
import { PayloadJobsQueue } from '@/federation/queue/payloadJobsQueue'

import { testPayload } from '../support/payload'

/**
 * Fedify's messages as Payload jobs on the integration database. The shared CMS runs no jobs: this
 * process runs them, as a runner would, with a listener that records what it is handed. Only this
 * file's jobs run here, picked by their ordering keys.
 */
const queue = new PayloadJobsQueue(testPayload)
const FIRST_KEY = `queue-test-${randomUUID()}`
const SECOND_KEY = `queue-test-${randomUUID()}`
const OUR_JOBS = {
  concurrencyKey: {
    in: [federationConcurrencyKey(FIRST_KEY), federationConcurrencyKey(SECOND_KEY)],
  },
}
const listening = new AbortController()
const handled: string[] = []

const message = (name: string) => ({ type: 'outbox', id: name })
const HOUR_MS = 60 * 60 * 1000
const anHour = { total: (unit: string) => (unit === 'millisecond' ? HOUR_MS : Number.NaN) }

const messageName = (job: { input?: unknown }) =>
  (job.input as { message: { id: string } }).message.id

/** One poll of a runner: it claims up to ten of this file's runnable jobs and runs them. */
async function runnerPoll(): Promise<void> {
  const payload = await testPayload()
  await payload.jobs.run({ queue: FEDERATION_QUEUE, limit: 10, where: OUR_JOBS, silent: true })
}

async function ourJobs() {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: OUR_JOBS,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
}

/**
 * created_at has millisecond precision and is the order runners claim in: messages of one key
 * queued within the same millisecond would have no order among them.
 */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2))

beforeAll(async () => {
  // Payload first: the listener registered last gets the messages.
  await testPayload()
  void queue.listen(
    async (received) => {
      const { id } = received as { id: string }
      handled.push(id)
      // As Fedify retries a failed delivery: the same key again, later, queued by the running job.
      if (id === 'first-3')
        await queue.enqueue(message('first-3-retry'), { orderingKey: FIRST_KEY, delay: anHour })
    },
    { signal: listening.signal },
  )
  for (const name of ['first-1', 'first-2', 'first-3']) {
    await queue.enqueue(message(name), { orderingKey: FIRST_KEY })
    await nextMillisecond()
  }
  await queue.enqueue(message('second-1'), { orderingKey: SECOND_KEY })
  await nextMillisecond()
  await queue.enqueue(message('first-later'), { orderingKey: FIRST_KEY, delay: anHour })
})

afterAll(async () => {
  listening.abort()
  const payload = await testPayload()
  await payload.delete({ collection: 'payload-jobs', where: OUR_JOBS })
})

describe('the federation jobs queue', () => {
  it('keeps every message of one ordering key, each a job with its key and run time', async () => {
    const jobs = await ourJobs()
    expect(jobs.map((job) => [job.taskSlug, job.queue, job.concurrencyKey])).toEqual([
      ['federationMessage', 'federation', federationConcurrencyKey(FIRST_KEY)],
      ['federationMessage', 'federation', federationConcurrencyKey(FIRST_KEY)],
      ['federationMessage', 'federation', federationConcurrencyKey(FIRST_KEY)],
      ['federationMessage', 'federation', federationConcurrencyKey(SECOND_KEY)],
      ['federationMessage', 'federation', federationConcurrencyKey(FIRST_KEY)],
    ])
    const delayed = jobs.at(-1)
    expect(delayed?.input).toEqual({ message: message('first-later'), orderingKey: FIRST_KEY })
    expect(Date.parse(String(delayed?.waitUntil)) - Date.now()).toBeGreaterThan(HOUR_MS - 60_000)
  })

  it('runs one message of a key per poll, oldest first, beside those of other keys', async () => {
    await runnerPoll()
    expect(handled.toSorted()).toEqual(['first-1', 'second-1'])
    await runnerPoll()
    expect(handled.slice(2)).toEqual(['first-2'])
    await runnerPoll()
    expect(handled.slice(2)).toEqual(['first-2', 'first-3'])
    // A finished job is deleted (Payload's default): what is left is what has not run.
    const left = (await ourJobs()).map(messageName).toSorted()
    expect(left).toEqual(['first-3-retry', 'first-later'])
  })

  it('leaves delayed messages until their time, a retry queued by a running job among them', async () => {
    await runnerPoll()
    expect(handled).toHaveLength(4)
    const waiting = (await ourJobs()).filter((job) => !job.completedAt)
    expect(waiting.map((job) => job.input)).toEqual([
      { message: message('first-later'), orderingKey: FIRST_KEY },
      { message: message('first-3-retry'), orderingKey: FIRST_KEY },
    ])
  })
})
