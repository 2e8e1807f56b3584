import { randomUUID } from 'node:crypto'
import type { PayloadRequest, TaskConfig } from 'payload'

import type { Article } from '@/payload-types'

import { FEDERATE_ARTICLE_TASK, FEDERATION_QUEUE } from './queue/names'
import { federateArticle, type ArticleFederationEvent } from './publishing'

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
    await federateArticle(req.payload, {
      ...input,
      event: input.event as ArticleFederationEvent,
    })
    return { output: {} }
  },
}

/** Queues the job in the save's transaction: a save that rolls back tells nobody. */
export async function queueArticleFederation(
  req: PayloadRequest,
  event: ArticleFederationEvent,
  article: Pick<Article, 'id' | 'slug' | 'authorId'>,
): Promise<void> {
  const authorId = typeof article.authorId === 'object' ? article.authorId.id : article.authorId
  await req.payload.jobs.queue({
    task: FEDERATE_ARTICLE_TASK,
    queue: FEDERATION_QUEUE,
    input: { event, articleId: article.id, slug: article.slug, authorId, change: randomUUID() },
    req,
  })
}
