import type { WorkflowConfig } from 'payload'

import { GENERATION_QUEUE, GENERATION_WORKFLOW, generationConcurrencyKey } from '../queue'

/**
 * Text → image → publish on Payload's jobs queue. Each step's outcome is persisted (on the job and
 * on the monitor record), so after a crash or restart the workflow resumes where it stopped, and a
 * retry re-runs only the steps whose part is missing.
 */
export const generateArticleWorkflow: WorkflowConfig<'generateArticle'> = {
  slug: GENERATION_WORKFLOW,
  label: 'Generate an article with Claude and Gemini',
  queue: GENERATION_QUEUE,
  inputSchema: [
    { name: 'articleId', type: 'text', required: true },
    { name: 'incompleteArticleId', type: 'text', required: true },
  ],
  concurrency: ({ input }) => generationConcurrencyKey(input.articleId),
  handler: async ({ job, tasks }) => {
    const input = { incompleteArticleId: job.input.incompleteArticleId }
    await tasks.writeArticleText('text', { input })
    await tasks.drawFeaturedImage('image', { input })
    await tasks.publishGeneratedArticle('publish', { input })
  },
}
