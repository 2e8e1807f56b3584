import type { JobsConfig, PayloadRequest } from 'payload'

import { isEditorOrAdminUser } from '@/access/roles'
import { env } from '@/env'
import { generateArticleWorkflow } from '@/generation/workflow/generateArticleWorkflow'
import { drawFeaturedImage } from '@/generation/workflow/tasks/drawFeaturedImage'
import { publishGeneratedArticle } from '@/generation/workflow/tasks/publishGeneratedArticle'
import { writeArticleText } from '@/generation/workflow/tasks/writeArticleText'
import { newsletterHousekeeping, sendNewsletterIssue } from '@/newsletter/jobs'

import { queueRunners } from './queues'
import { releaseOrphanedJobs } from './releaseOrphanedJobs'

const editorsOnly = ({ req }: { req: PayloadRequest }) => isEditorOrAdminUser(req.user)

export const jobsConfig: JobsConfig = {
  tasks: [
    writeArticleText,
    drawFeaturedImage,
    publishGeneratedArticle,
    sendNewsletterIssue,
    newsletterHousekeeping,
  ],
  workflows: [generateArticleWorkflow],
  enableConcurrencyControl: true,
  access: { run: editorsOnly, queue: editorsOnly, cancel: editorsOnly },
  // In the CMS process unless a separate worker runs the jobs (JOBS_RUNNER=worker).
  autoRun: async (payload) => {
    if (env.jobsRunner !== 'cms') return []
    await releaseOrphanedJobs(payload)
    return queueRunners()
  },
}
