import type { Payload, TaskHandler } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { TaskFederationMessage } from '@/payload-types'

import type * as taskModule from './federationMessageTask'
import type * as queueModule from './payloadJobsQueue'

let PayloadJobsQueue: typeof queueModule.PayloadJobsQueue
let federationMessageTask: typeof taskModule.federationMessageTask
let setFederationQueueStarter: typeof taskModule.setFederationQueueStarter

// The task loads the federation module to find its starter; here only the tests set one.
vi.mock('../federation', () => ({}))

const queued = vi.fn<(args: unknown) => Promise<void>>()
const payload = { jobs: { queue: queued } } as unknown as Payload
const queue = () => new PayloadJobsQueue(() => Promise.resolve(payload))

/** Fedify's delays are Temporal.Duration objects; the queue reads only their milliseconds. */
const delayOf = (milliseconds: number) => ({
  total: (unit: string) => (unit === 'millisecond' ? milliseconds : Number.NaN),
})

const CREATE = { type: 'outbox', id: 'first' }
const UPDATE = { type: 'outbox', id: 'second' }

/** Runs one job of the task as the jobs runner would. */
async function runJob(input: TaskFederationMessage['input']): Promise<void> {
  const { handler } = federationMessageTask
  if (typeof handler !== 'function') throw new Error('The task has no handler function')
  await handler({ input, req: { payload } } as unknown as Parameters<
    TaskHandler<'federationMessage'>
  >[0])
}

beforeEach(async () => {
  // The listeners and the starter are kept per process, on globalThis: a fresh process each test.
  Reflect.deleteProperty(globalThis, Symbol.for('blockwise.federationQueue'))
  vi.resetModules()
  queued.mockReset()
  ;({ PayloadJobsQueue } = await import('./payloadJobsQueue'))
  ;({ federationMessageTask, setFederationQueueStarter } = await import('./federationMessageTask'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('enqueueing', () => {
  it('queues a job on the federation queue, its delay as the time it may run', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T12:00:00.000Z') })
    await queue().enqueue(CREATE, { delay: delayOf(90_000), orderingKey: 'article-1' })
    expect(queued).toHaveBeenCalledExactlyOnceWith({
      task: 'federationMessage',
      queue: 'federation',
      input: { message: CREATE, orderingKey: 'article-1' },
      waitUntil: new Date('2026-12-05T12:01:30.000Z'),
    })
  })

  it('queues a message without options to run at once, in no order', async () => {
    await queue().enqueue(CREATE)
    expect(queued).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ input: { message: CREATE }, waitUntil: undefined }),
    )
  })

  it('queues many one after another, in their order, each with the options', async () => {
    await queue().enqueueMany([CREATE, UPDATE], { orderingKey: 'article-1' })
    expect(queued.mock.calls.map(([args]) => args)).toEqual([
      expect.objectContaining({ input: { message: CREATE, orderingKey: 'article-1' } }),
      expect.objectContaining({ input: { message: UPDATE, orderingKey: 'article-1' } }),
    ])
  })

  it('gives messages of one ordering key one concurrency key, and none to the others', () => {
    const { concurrency } = federationMessageTask
    if (typeof concurrency !== 'function') throw new Error('The task has no concurrency key')
    const keyOf = (orderingKey?: string) =>
      concurrency({ input: { message: CREATE, orderingKey }, queue: 'federation' })
    expect(keyOf('article-1')).toBe(keyOf('article-1'))
    expect(keyOf('article-1')).not.toBe(keyOf('article-2'))
    expect(keyOf()).toBe('')
  })
})

describe('listening', () => {
  it('hands each job’s message to the listener', async () => {
    const handled: unknown[] = []
    void queue().listen((message) => {
      handled.push(message)
    })
    await runJob({ message: CREATE, orderingKey: 'article-1' })
    await runJob({ message: UPDATE })
    expect(handled).toEqual([CREATE, UPDATE])
  })

  it('fails the job when the listener throws, so Payload retries it', async () => {
    void queue().listen(() => Promise.reject(new Error('inbox unreachable')))
    await expect(runJob({ message: CREATE })).rejects.toThrow('inbox unreachable')
  })

  it('resolves once the signal aborts, and the listener no longer gets messages', async () => {
    const controller = new AbortController()
    const handler = vi.fn()
    const listening = queue().listen(handler, { signal: controller.signal })
    controller.abort()
    await expect(listening).resolves.toBeUndefined()
    await expect(runJob({ message: CREATE })).rejects.toThrow('No federation queue starter')
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands messages to the latest listener, and back to the earlier one once it stops', async () => {
    const earlier = vi.fn()
    const later = vi.fn()
    const controller = new AbortController()
    void queue().listen(earlier)
    const listening = queue().listen(later, { signal: controller.signal })
    await runJob({ message: CREATE })
    controller.abort()
    await listening
    await runJob({ message: UPDATE })
    expect(later.mock.calls).toEqual([[CREATE]])
    expect(earlier.mock.calls).toEqual([[UPDATE]])
  })

  it('resolves at once for a signal aborted already', async () => {
    await expect(queue().listen(vi.fn(), { signal: AbortSignal.abort() })).resolves.toBeUndefined()
  })
})

describe('a process without a listener yet (a fresh worker)', () => {
  it('starts federation once, then hands every message to the listener it registered', async () => {
    const handled: unknown[] = []
    // As Federation.startQueue does: listens at once, and resolves only when listening stops.
    const start = vi.fn((started: Payload) => {
      expect(started).toBe(payload)
      return queue().listen((message) => {
        handled.push(message)
      })
    })
    setFederationQueueStarter(start)
    await Promise.all([runJob({ message: CREATE }), runJob({ message: UPDATE })])
    await runJob({ message: CREATE })
    expect(start).toHaveBeenCalledOnce()
    // The first two ran side by side, in either order.
    expect(handled).toHaveLength(3)
    expect(handled).toEqual(expect.arrayContaining([CREATE, UPDATE]))
  })

  it('fails the job when starting fails, and starts again for the next one', async () => {
    const start = vi
      .fn<(started: Payload) => Promise<void>>()
      .mockRejectedValueOnce(new Error('database unavailable'))
      .mockImplementation(() => {
        void queue().listen(vi.fn())
        return Promise.resolve()
      })
    setFederationQueueStarter(start)
    await expect(runJob({ message: CREATE })).rejects.toThrow('database unavailable')
    await expect(runJob({ message: CREATE })).resolves.toBeUndefined()
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('waits for a listener that a slower start registers', async () => {
    const handler = vi.fn()
    setFederationQueueStarter(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      void queue().listen(handler)
      await new Promise(() => {})
    })
    await runJob({ message: CREATE })
    expect(handler).toHaveBeenCalledExactlyOnceWith(CREATE)
  })

  it('fails the job when starting registers no listener, and starts again for the next', async () => {
    const start = vi.fn(() => Promise.resolve())
    setFederationQueueStarter(start)
    await expect(runJob({ message: CREATE })).rejects.toThrow('nothing listens')
    await expect(runJob({ message: CREATE })).rejects.toThrow('nothing listens')
    expect(start).toHaveBeenCalledTimes(2)
  })
})
