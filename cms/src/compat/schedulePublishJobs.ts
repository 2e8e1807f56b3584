import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Compat: Payload's scheduled publishing, a job of its own task, `schedulePublish`
 * (payload/dist/versions/schedule/job.js, not exported): its slug, its jobs' input
 * (`{ type, locale, doc: { relationTo, value }, global, user: { relationTo, value } }`), and its
 * jobs' rows in `payload_jobs`.
 *
 * Why: the admin lists the articles' pending publishes and unpublishes, and a deleted account's
 * pending publishes lose their user, so Payload runs them as the system instead of failing to
 * look the user up.
 *
 * Supported API looked for: Payload documents `schedulePublish` as an admin feature only; it
 * offers no list of the scheduled publishes and no way to hand one to another user.
 *
 * If it moves: the lists go empty, and a deleted editor's scheduled publishes fail at their time.
 * schedulePublishJobs.canary.test.ts builds Payload's task and fails first.
 */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/** A `schedulePublish` job's input, as Payload queues it (`doc.value` is always a string). */
export interface SchedulePublishInput {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo?: string; value?: string | number }
  user?: { relationTo?: string; value?: string | number }
}

/**
 * The pending `schedulePublish` jobs of `userId` (an account of `users`) lose their user, so
 * Payload's task runs them as the system instead of failing to look the deleted user up.
 */
export async function detachScheduledPublishesFrom(
  db: Payload['db']['drizzle'],
  userId: number | string,
): Promise<void> {
  await db.execute(sql`
    UPDATE payload_jobs SET input = input - 'user'
    WHERE task_slug = 'schedulePublish' AND completed_at IS NULL
      AND input -> 'user' ->> 'relationTo' = 'users'
      AND input -> 'user' ->> 'value' = ${String(userId)}`)
}
