import type { CollectionAfterDeleteHook } from 'payload'

import { detachScheduledPublishesFrom } from '@/compat/schedulePublishJobs'
import { transactionDb } from '@/compat/transactionDb'
import type { User } from '@/payload-types'

/**
 * A scheduled publish belongs to the newsroom, not to the editor who set it: when an account is
 * deleted, its pending `schedulePublish` jobs lose their user and run as the system at their time.
 * Payload's job would otherwise look the deleted user up, fail, and leave the article unpublished
 * with nothing in the admin saying so.
 */
export const keepSchedulesOfDeletedUser: CollectionAfterDeleteHook<User> = async ({
  doc,
  id,
  req,
}) => {
  // A contributor may not publish, so none of its schedules is the newsroom's: left with their
  // user, they fail at their time instead of publishing as the system.
  if (doc.role === 'contributor') return
  await detachScheduledPublishesFrom(await transactionDb(req), id)
}
