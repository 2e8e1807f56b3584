import type { Payload } from 'payload'

import { SCHEDULE_PUBLISH_TASK, type SchedulePublishInput } from '@/compat/schedulePublishJobs'
import type { PayloadJob } from '@/payload-types'

export interface PendingSchedule {
  type: 'publish' | 'unpublish'
  at: string
}

/**
 * Every article's scheduled publishes and unpublishes that have not run yet (Payload's
 * `schedulePublish` jobs), soonest first, by article id: one query for a whole list.
 */
export async function pendingArticleSchedules(
  payload: Payload,
): Promise<Map<string, PendingSchedule[]>> {
  const { docs } = await payload.db.find<PayloadJob>({
    collection: 'payload-jobs',
    limit: 0,
    pagination: false,
    sort: 'waitUntil',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { 'input.doc.relationTo': { equals: 'articles' } },
      ],
    },
  })
  const byArticle = new Map<string, PendingSchedule[]>()
  for (const job of docs) {
    const input = job.input as SchedulePublishInput | null
    if (!job.waitUntil || input?.doc?.value == null) continue
    const articleId = String(input.doc.value)
    const type = input.type === 'unpublish' ? 'unpublish' : 'publish'
    byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), { type, at: job.waitUntil }])
  }
  return byArticle
}
