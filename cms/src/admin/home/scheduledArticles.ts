import type { Payload } from 'payload'

import { SCHEDULE_PUBLISH_TASK, type SchedulePublishInput } from '@/compat/schedulePublishJobs'

import { shownTitle } from './shownTitle'

const SHOWN = 10

export interface ScheduledArticle {
  jobId: string
  articleId: string
  title: string
  action: 'publish' | 'unpublish'
  at: string
}

/** The articles' scheduled publishes and unpublishes still to run, the soonest first. */
export async function scheduledArticles(payload: Payload): Promise<ScheduledArticle[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { completedAt: { exists: false } },
        { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] },
      ],
    },
    sort: 'waitUntil',
    limit: SHOWN,
    depth: 0,
  })
  const planned = jobs.flatMap((job) => {
    const input = job.input as SchedulePublishInput | null
    if (input?.doc?.relationTo !== 'articles' || !job.waitUntil) return []
    const action = input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const)
    return [
      { jobId: String(job.id), articleId: String(input.doc.value), action, at: job.waitUntil },
    ]
  })
  if (!planned.length) return []
  const { docs: articles } = await payload.find({
    collection: 'articles',
    where: { id: { in: planned.map((job) => job.articleId) } },
    // The title the editor sees: a scheduled publish is mostly of a draft.
    draft: true,
    select: { title: true },
    pagination: false,
    depth: 0,
  })
  const titles = new Map(articles.map((article) => [article.id, shownTitle(article.title)]))
  return planned.flatMap((job) => {
    const title = titles.get(job.articleId)
    return title === undefined ? [] : [{ ...job, title }]
  })
}
