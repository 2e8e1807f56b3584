import type { JobsConfig, PayloadRequest } from 'payload'

import { isEditorOrAdminUser } from '@/access/roles'
import { env } from '@/env'
import { federateArticleTask } from '@/federation/federateArticleTask'
import { federationMessageTask } from '@/federation/queue/federationMessageTask'
import { generateArticleWorkflow } from '@/generation/workflow/generateArticleWorkflow'
import { drawFeaturedImage } from '@/generation/workflow/tasks/drawFeaturedImage'
import { publishGeneratedArticle } from '@/generation/workflow/tasks/publishGeneratedArticle'
import { writeArticleText } from '@/generation/workflow/tasks/writeArticleText'
import { newsletterHousekeeping, sendNewsletterIssue } from '@/newsletter/jobs'
import { deliverWebhook } from '@/webhooks/deliverWebhookTask'

import { renewingLease } from '@/compat/jobLease'
import { pruneContentChangesTask } from './pruneContentChanges'
import { rollUpAnalyticsTask } from './rollUpAnalytics'
import { queueRunners } from './queues'

const editorsOnly = ({ req }: { req: PayloadRequest }) => isEditorOrAdminUser(req.user)

export const jobsConfig: JobsConfig = {
  tasks: [
    writeArticleText,
    drawFeaturedImage,
    publishGeneratedArticle,
    sendNewsletterIssue,
    newsletterHousekeeping,
    deliverWebhook,
    pruneContentChangesTask,
    rollUpAnalyticsTask,
    federationMessageTask,
    federateArticleTask,
  ].map(renewingLease),
  workflows: [generateArticleWorkflow].map(renewingLease),
  enableConcurrencyControl: true,
  access: { run: editorsOnly, queue: editorsOnly, cancel: editorsOnly },
  // In the CMS process unless a separate worker runs the jobs (JOBS_RUNNER=worker).
  autoRun: () => (env.jobsRunner === 'cms' ? queueRunners() : []),
}
