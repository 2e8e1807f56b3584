import type { TaskConfig } from 'payload'

import { maintainPartitions } from '@/analytics/rollup/maintainPartitions'
import { rollUpAnalytics } from '@/analytics/rollup/rollUpAnalytics'
import { env } from '@/env'

import { SCHEDULED_PUBLISH_QUEUE } from './queues'

/**
 * Every 5 minutes: the analytics rollups catch up with the raw events (docs/analytics.md), then the
 * raw events keep their daily partitions a week ahead and lose the days past their retention. The
 * rollups hold no visitor id and are kept.
 */
export const rollUpAnalyticsTask: TaskConfig<'rollUpAnalytics'> = {
  slug: 'rollUpAnalytics',
  label: 'Roll up the analytics events and keep their partitions',
  inputSchema: [],
  outputSchema: [],
  // Payload's default queue, which every runner polls already (the scheduled publishes').
  schedule: [{ cron: '*/5 * * * *', queue: SCHEDULED_PUBLISH_QUEUE }],
  handler: async ({ req: { payload } }) => {
    const now = new Date()
    await rollUpAnalytics(payload.db.pool, now)
    const { dropped } = await maintainPartitions(
      payload.db.pool,
      now,
      env.analyticsRawRetentionDays,
    )
    if (dropped > 0)
      payload.logger.info(`Analytics: ${dropped} day(s) of raw events past the retention dropped`)
    return { output: {} }
  },
}
