import type { JobsConfig } from 'payload'

import { isEditorOrAdminUser } from '@/access/roles'
import { env } from '@/env'

import { GENERATION_QUEUE } from './queue'
import { generateArticleWorkflow } from './workflow/generateArticleWorkflow'
import { releaseOrphanedJobs } from './workflow/releaseOrphanedJobs'
import { drawFeaturedImage } from './workflow/tasks/drawFeaturedImage'
import { publishGeneratedArticle } from './workflow/tasks/publishGeneratedArticle'
import { writeArticleText } from './workflow/tasks/writeArticleText'

/** Polls the generation queue; the first few jobs run side by side. */
export function generationRunner(): { cron: string; queue: string; limit: number } {
  return { cron: `*/${env.jobsPollSeconds} * * * * *`, queue: GENERATION_QUEUE, limit: 3 }
}

export const jobsConfig: JobsConfig = {
  tasks: [writeArticleText, drawFeaturedImage, publishGeneratedArticle],
  workflows: [generateArticleWorkflow],
  enableConcurrencyControl: true,
  access: {
    run: ({ req }) => isEditorOrAdminUser(req.user),
    queue: ({ req }) => isEditorOrAdminUser(req.user),
    cancel: ({ req }) => isEditorOrAdminUser(req.user),
  },
  // In the CMS process unless a separate worker runs the jobs (JOBS_RUNNER=worker).
  autoRun: async (payload) => {
    if (env.jobsRunner !== 'cms') return []
    await releaseOrphanedJobs(payload)
    return [generationRunner()]
  },
}
