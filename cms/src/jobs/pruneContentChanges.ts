import type { TaskConfig } from 'payload'

import { pruneContentChanges } from '@/contract/changesRetention'

import { SCHEDULED_PUBLISH_QUEUE } from './queues'

/** Hourly: the changes feed forgets what is older than its retention (docs/api.md#sync). */
export const pruneContentChangesTask: TaskConfig<'pruneContentChanges'> = {
  slug: 'pruneContentChanges',
  label: 'Forget changes past the changes feed’s retention',
  inputSchema: [],
  outputSchema: [],
  // Payload's default queue, which every runner polls already (the scheduled publishes').
  schedule: [{ cron: '17 * * * *', queue: SCHEDULED_PUBLISH_QUEUE }],
  handler: async ({ req: { payload } }) => {
    const removed = await pruneContentChanges(payload)
    if (removed > 0)
      payload.logger.info(`Changes feed: ${removed} changes past the retention removed`)
    return { output: {} }
  },
}
