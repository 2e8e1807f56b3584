import type { CollectionAfterDeleteHook } from 'payload'

import { detachScheduledPublishesFrom } from '@/compat/schedulePublishJobs'
import { transactionDb } from '@/compat/transactionDb'

/**
 * A scheduled publish belongs to the newsroom, not to the editor who set it: when an account is
 * deleted, its pending `schedulePublish` jobs lose their user and run as the system at their time.
 * Payload's job would otherwise look the deleted user up, fail, and leave the article unpublished
 * with nothing in the admin saying so.
 */
export const keepSchedulesOfDeletedUser: CollectionAfterDeleteHook = async ({ id, req }) => {
  await detachScheduledPublishesFrom(await transactionDb(req), id)
}
