import type { SanitizedConfig } from 'payload'
import { getPayload } from 'payload'

import { env } from '@/env'

import { generationRunner } from './jobsConfig'
import { releaseOrphanedJobs } from './workflow/releaseOrphanedJobs'

/**
 * `npm run worker` (Payload bin script `worker`): runs the generation jobs in their own process, for
 * deployments where the CMS runs with JOBS_RUNNER=worker. Stops cleanly on SIGTERM/SIGINT after the
 * jobs in hand; anything cut short is released and resumed by the next start.
 */
export async function script(config: SanitizedConfig): Promise<void> {
  const payload = await getPayload({ config })
  await releaseOrphanedJobs(payload)
  const { queue, limit } = generationRunner()
  const pollMs = env.jobsPollSeconds * 1000
  let stopping = false
  const stop = () => {
    stopping = true
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  payload.logger.info(`Generation worker polling the ${queue} queue every ${pollMs} ms`)
  while (!stopping) {
    try {
      await payload.jobs.run({ queue, limit })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Generation worker: running jobs failed' })
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  await payload.destroy()
  process.exit(0)
}
