import { env } from '@/env'
import { GENERATION_QUEUE } from '@/generation/queue'
import { NEWSLETTER_QUEUE } from '@/newsletter/queue'

/** Every jobs queue of the CMS, each polled by the runner (the CMS itself or npm run worker). */
export const JOB_QUEUES = [GENERATION_QUEUE, NEWSLETTER_QUEUE]

export function queueRunners(): Array<{ cron: string; queue: string; limit: number }> {
  return JOB_QUEUES.map((queue) => ({
    cron: `*/${env.jobsPollSeconds} * * * * *`,
    queue,
    limit: 3,
  }))
}
