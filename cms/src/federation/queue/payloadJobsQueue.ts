import type {
  MessageQueue,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify'
import type { Payload } from 'payload'

import { durationMilliseconds } from '../durationMilliseconds'

import {
  type FederationMessage,
  type FederationMessageHandler,
  registerFederationListener,
} from './federationMessageTask'
import { FEDERATION_MESSAGE_TASK, FEDERATION_QUEUE } from './names'

function runAt(options: MessageQueueEnqueueOptions | undefined): Date | undefined {
  return options?.delay === undefined
    ? undefined
    : new Date(Date.now() + durationMilliseconds(options.delay))
}

/**
 * Fedify's message queue on Payload's jobs: each message is a `federationMessage` job on the
 * 'federation' queue, which the jobs runner (the CMS or `npm run worker`) runs.
 */
export class PayloadJobsQueue implements MessageQueue {
  /** Fedify retries a failed delivery itself: it queues it again, with its back-off as the delay. */
  readonly nativeRetrial = false
  readonly #payload: () => Promise<Payload>

  constructor(payload: () => Promise<Payload>) {
    this.#payload = payload
  }

  async enqueue(message: FederationMessage, options?: MessageQueueEnqueueOptions): Promise<void> {
    const payload = await this.#payload()
    await payload.jobs.queue({
      task: FEDERATION_MESSAGE_TASK,
      queue: FEDERATION_QUEUE,
      input: { message, orderingKey: options?.orderingKey },
      waitUntil: runAt(options),
    })
  }

  async enqueueMany(
    messages: readonly FederationMessage[],
    options?: MessageQueueEnqueueOptions,
  ): Promise<void> {
    // One after another: jobs of one ordering key run in the order they were created.
    for (const message of messages) await this.enqueue(message, options)
  }

  /** The jobs of this process hand their messages to `handler` until the signal aborts. */
  listen(handler: FederationMessageHandler, options?: MessageQueueListenOptions): Promise<void> {
    const unregister = registerFederationListener(handler)
    const signal = options?.signal
    return new Promise((resolve) => {
      if (!signal) return
      const stop = () => {
        unregister()
        resolve()
      }
      if (signal.aborted) stop()
      else signal.addEventListener('abort', stop, { once: true })
    })
  }
}
