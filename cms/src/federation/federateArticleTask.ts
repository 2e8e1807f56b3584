import type { TaskConfig } from 'payload'

import type { ArticleFederationEvent } from './queueArticleFederation'
import { FEDERATE_ARTICLE_TASK } from './queue/names'

/** The job that tells followers of an article's change, off the editor's save. */
export const federateArticleTask: TaskConfig<'federateArticle'> = {
  slug: FEDERATE_ARTICLE_TASK,
  label: 'Tell followers on the social web of an article',
  inputSchema: [
    { name: 'event', type: 'text', required: true },
    { name: 'articleId', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true },
    { name: 'authorId', type: 'text', required: true },
    { name: 'change', type: 'text', required: true },
  ],
  outputSchema: [],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  handler: async ({ input, req }) => {
    // Fedify loads with the first job that needs it (lazyHooks.ts says why).
    const { federateArticle } = await import('./publishing')
    await federateArticle(req.payload, {
      ...input,
      event: input.event as ArticleFederationEvent,
    })
    return { output: {} }
  },
}
