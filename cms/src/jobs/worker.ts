import type { SanitizedConfig } from 'payload'

import { env } from '@/env'
import { binScriptPayload } from '@/lib/binScriptPayload'

import { JOB_QUEUES } from './queues'

/**
 * `npm run worker` (Payload bin script `worker`): runs the CMS's jobs (AI generation, newsletter
 * sends and their schedules, scheduled publishes) in their own process, for
 * deployments where the CMS runs with JOBS_RUNNER=worker. Any number may run on one database: claims
 * take turns (compat/jobClaims.ts). Stops cleanly on SIGTERM/SIGINT after the jobs in hand; a worker
 * killed mid-job stops renewing its lease, and another worker resumes the job once it lapses
 * (compat/jobLease.ts).
 */
export async function script(config: SanitizedConfig): Promise<void> {
  const payload = await binScriptPayload(config)
  const pollMs = env.jobsPollSeconds * 1000
  let stopping = false
  const stop = () => {
    stopping = true
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  payload.logger.info(`Worker polling the ${JOB_QUEUES.join(', ')} queues every ${pollMs} ms`)
  while (!stopping) {
    for (const queue of JOB_QUEUES) {
      try {
        await payload.jobs.handleSchedules({ queue })
        await payload.jobs.run({ queue, limit: 3 })
      } catch (error) {
        payload.logger.error({ err: error, msg: `Worker: running the ${queue} jobs failed` })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  await payload.destroy()
  process.exit(0)
}
