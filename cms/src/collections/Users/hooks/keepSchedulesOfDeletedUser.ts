import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterDeleteHook } from 'payload'

import { transactionDb } from '@/lib/transactionDb'

/**
 * A scheduled publish belongs to the newsroom, not to the editor who set it: when an account is
 * deleted, its pending `schedulePublish` jobs lose their user and run as the system at their time.
 * Payload's job would otherwise look the deleted user up, fail, and leave the article unpublished
 * with nothing in the admin saying so.
 */
export const keepSchedulesOfDeletedUser: CollectionAfterDeleteHook = async ({ id, req }) => {
  const db = await transactionDb(req)
  await db.execute(sql`
    UPDATE payload_jobs SET input = input - 'user'
    WHERE task_slug = 'schedulePublish' AND completed_at IS NULL
      AND input -> 'user' ->> 'relationTo' = 'users'
      AND input -> 'user' ->> 'value' = ${String(id)}`)
}
