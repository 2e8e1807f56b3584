/**
 * Compat: the updateJobs method of Payload's database adapter, replaced on the instance; and how
 * Payload's job runner claims jobs through it (payload/dist/queues/utilities/updateJob.js: one
 * call with `data: { processing: true }`, in a transaction of its own).
 *
 * Why: below.
 *
 * Supported API looked for: the jobs config has no claim hook and no lock; concurrency control
 * (`enableConcurrencyControl`) keeps jobs of one key apart, not two runners off one job.
 *
 * If it moves: claims no longer take turns and two runners may run one job (an article generated
 * twice, a newsletter sent twice); should Payload claim outside a transaction, every claim throws
 * and no job runs. databaseAdapter.canary.test.ts claims through Payload's own code and fails
 * first.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { JOB_CLAIM_LOCK } from '@/jobs/claimLock'
import { releaseLapsedLeases } from './jobLease'
import { sessionDb } from './transactionDb'

/**
 * Payload 3.90 claims jobs in one READ COMMITTED transaction: a SELECT of runnable jobs
 * (processing = false), then an UPDATE of each by id to processing = true with no condition.
 * Runners polling at once select the same jobs, each sets them processing, and each runs them.
 * Here every claim first takes a transaction-scoped advisory lock, so the claims of all runners
 * (CMS, workers, `npm run generate`) follow one another: a claim's SELECT starts after the previous
 * claim committed and no longer sees its jobs. Only the claims queue up; jobs run in parallel.
 * Each claim also releases the jobs whose lease lapsed, so every poll of every runner sweeps, and
 * starts its jobs' leases once it holds the lock (Payload stamps the time it began the claim).
 */
export function serializeJobClaims(payload: Payload): void {
  const { db } = payload
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    if (args.data.processing !== true) return updateJobs(args)
    if (!args.req?.transactionID) throw new Error('Job claims must run in a transaction')
    const claim = await sessionDb(db, args.req.transactionID)
    await claim.execute(sql`SELECT pg_advisory_xact_lock(${JOB_CLAIM_LOCK})`)
    await releaseLapsedLeases(payload, claim)
    // The lease starts now, on the database's clock, not when Payload began the claim.
    const { rows } = await claim.execute<{ now: string }>(
      sql`SELECT to_json(clock_timestamp()) #>> '{}' AS now`,
    )
    return updateJobs({ ...args, data: { ...args.data, updatedAt: rows[0]?.now } })
  }
}
