/**
 * Compat: SQL on Payload's own jobs table, `payload_jobs` (its `id`, `processing` and
 * `updated_at` columns).
 *
 * Why: Payload 3.90 has no lease: a job whose runner died (crash, SIGKILL) stays `processing` and
 * no runner takes it again.
 *
 * Supported API looked for: `payload.update` on `payload-jobs` cannot say "where the heartbeat is
 * older than the lease, on the database's clock", and would run as a document update with its
 * hooks; the jobs config offers no lease.
 *
 * If it moves: a renamed table or column fails every claim and every renewal (logged; no job
 * runs). jobsTable.canary.test.ts checks Payload's jobs collection and the migrations first.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'

/**
 * A running job's `updatedAt` is its runner's heartbeat: renewed every third of the lease while a
 * handler runs it, so a slow job keeps its runner; a job whose heartbeat is a lease old lost its
 * runner (crash, SIGKILL, lost machine) and is released for another to resume.
 */
const renewEveryMs = (env.jobsLeaseSeconds * 1000) / 3

/** Job ids this process renews: a workflow's tasks run inside the workflow's own renewal. */
const renewing = new Set<string>()

/** Releases the jobs whose heartbeat stopped a lease ago; their finished steps are not repeated. */
export async function releaseLapsedLeases(
  payload: Payload,
  db: Payload['db']['drizzle'],
): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE payload_jobs SET processing = false
    WHERE processing AND updated_at < clock_timestamp() - make_interval(secs => ${env.jobsLeaseSeconds})
    RETURNING id`)
  if (rows.length) payload.logger.info(`Resuming ${rows.length} job(s) whose runner stopped`)
}

async function renewLease(payload: Payload, jobId: string): Promise<void> {
  try {
    await payload.db.drizzle.execute(
      sql`UPDATE payload_jobs SET updated_at = now() WHERE id = ${jobId} AND processing`,
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: `Job ${jobId}: renewing its lease failed` })
  }
}

async function holdingLease<T>(payload: Payload, jobId: string, run: () => T): Promise<T> {
  if (renewing.has(jobId)) return run()
  renewing.add(jobId)
  const heartbeat = setInterval(() => void renewLease(payload, jobId), renewEveryMs)
  try {
    return await run()
  } finally {
    clearInterval(heartbeat)
    renewing.delete(jobId)
  }
}

type JobHandler = (args: { job: { id: number | string }; req: PayloadRequest }) => unknown

/** A task or workflow whose handler keeps its job's lease for as long as it runs. */
export function renewingLease<Config extends { handler?: unknown }>(config: Config): Config {
  if (typeof config.handler !== 'function') return config
  const handler = config.handler as JobHandler
  return {
    ...config,
    handler: ((args) =>
      holdingLease(args.req.payload, String(args.job.id), () =>
        handler(args),
      )) satisfies JobHandler,
  }
}
