import type { Payload } from 'payload'

import { JOB_QUEUES } from './queues'

/**
 * A runner that died mid-job (crash, SIGKILL, redeploy) leaves its jobs marked as processing, and
 * Payload never picks those up again. The one runner of a deployment releases them when it starts,
 * so the workflows resume; their finished steps are not repeated.
 */
export async function releaseOrphanedJobs(payload: Payload): Promise<void> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { in: JOB_QUEUES } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
  })
  if (docs.length) payload.logger.info(`Resuming ${docs.length} interrupted job(s)`)
}
