import type { Payload, TaskConfig } from 'payload'

import { env } from '@/env'
import type { TaskFederationMessage } from '@/payload-types'

import { FEDERATION_MESSAGE_TASK, federationConcurrencyKey } from './names'

/** One of Fedify's queued messages (inbox, outbox or fan-out), plain JSON as the job keeps it. */
export type FederationMessage = TaskFederationMessage['input']['message']

/** What Fedify's listener does with a message: Federation.processQueuedTask, in the end. */
export type FederationMessageHandler = (message: FederationMessage) => Promise<void> | void

type FederationQueueStarter = (payload: Payload) => Promise<void>

interface QueueState {
  /** The listeners registered, the latest last: it gets the messages. */
  listeners: FederationMessageHandler[]
  /** Jobs waiting for the starter to register a listener. */
  waiting: Array<() => void>
  starter?: FederationQueueStarter
  starting?: Promise<void>
}

/**
 * One state for the whole process, whichever bundle's copy of this module asks (Next's routes, the
 * CMS server's, the worker's): the runner may run a job through another copy than the one Fedify's
 * listener was registered with.
 */
const STATE_KEY = Symbol.for('blockwise.federationQueue')
const processGlobals = globalThis as { [STATE_KEY]?: QueueState }
const state: QueueState = (processGlobals[STATE_KEY] ??= { listeners: [], waiting: [] })

function remove<Item>(list: Item[], item: Item): void {
  const index = list.lastIndexOf(item)
  if (index >= 0) list.splice(index, 1)
}

/**
 * How this process starts Fedify's queue listener when a job finds none (a fresh worker): set by
 * the federation module, typically to Federation.startQueue, which calls PayloadJobsQueue.listen
 * and resolves only once listening stops. Jobs wait until a listener registers, or `start` fails.
 */
export function setFederationQueueStarter(start: FederationQueueStarter): void {
  state.starter = start
}

/**
 * PayloadJobsQueue.listen hands Fedify's listener over here; the returned function takes it back
 * (the one registered before it, if any, then gets the messages again).
 */
export function registerFederationListener(handler: FederationMessageHandler): () => void {
  state.listeners.push(handler)
  for (const wakeUp of state.waiting.splice(0)) wakeUp()
  return () => remove(state.listeners, handler)
}

/** Runs the starter until it registers a listener; a failed start is tried again by the next job. */
function listenerStarted(start: FederationQueueStarter, payload: Payload): Promise<void> {
  return new Promise((resolve, reject) => {
    state.waiting.push(resolve)
    start(payload).then(resolve, (error: unknown) => {
      remove(state.waiting, resolve)
      state.starting = undefined
      reject(error instanceof Error ? error : new Error(String(error)))
    })
  })
}

/** The listener, once the starter has run in this process (once, unless it failed to start one). */
async function startedListener(payload: Payload): Promise<FederationMessageHandler> {
  if (state.listeners.length === 0) {
    // Loading the federation sets the starter: Fedify loads when a process first needs it.
    if (!state.starter) await import('../federation')
    if (!state.starter) throw new Error('No federation queue starter is set in this process')
    state.starting ??= listenerStarted(state.starter, payload)
    await state.starting
  }
  const listener = state.listeners.at(-1)
  if (listener) return listener
  state.starting = undefined
  throw new Error('Federation started, but nothing listens to its queue')
}

/**
 * One Fedify message, handed to Fedify's listener. A message that throws fails the job, which
 * Payload retries; Fedify itself retries failed deliveries by queuing them again with a delay.
 */
export const federationMessageTask: TaskConfig<'federationMessage'> = {
  slug: FEDERATION_MESSAGE_TASK,
  label: 'Process a federation message',
  inputSchema: [
    { name: 'message', type: 'json', required: true },
    { name: 'orderingKey', type: 'text' },
  ],
  outputSchema: [],
  // A runner skips a job while another of its key runs and claims the oldest first, so messages of
  // one ordering key run one at a time, in order (one waiting to be retried lets the next go
  // first). An empty key is none: those messages run side by side.
  concurrency: ({ input }) =>
    input.orderingKey ? federationConcurrencyKey(input.orderingKey) : '',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: env.webhookRetryDelayMs } },
  handler: async ({ input, req }) => {
    const handle = await startedListener(req.payload)
    await handle(input.message)
    return { output: {} }
  },
}
