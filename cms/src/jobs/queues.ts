import { env } from '@/env'
import { FEDERATION_QUEUE } from '@/federation/queue/names'
import { GENERATION_QUEUE } from '@/generation/queue'
import { NEWSLETTER_QUEUE } from '@/newsletter/queue'
import { WEBHOOKS_QUEUE } from '@/webhooks/queue'

/**
 * Payload's scheduled publishes and unpublishes: the admin's schedule drawer queues its
 * `schedulePublish` jobs without naming a queue, so they land on Payload's 'default' queue.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** Every jobs queue of the CMS, each polled by the runner (the CMS itself or npm run worker). */
export const JOB_QUEUES = [
  FEDERATION_QUEUE,
  GENERATION_QUEUE,
  NEWSLETTER_QUEUE,
  SCHEDULED_PUBLISH_QUEUE,
  WEBHOOKS_QUEUE,
]

export function queueRunners(): Array<{ cron: string; queue: string; limit: number }> {
  return JOB_QUEUES.map((queue) => ({
    cron: `*/${env.jobsPollSeconds} * * * * *`,
    queue,
    limit: 3,
  }))
}
