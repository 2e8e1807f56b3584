import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import type { Article } from '@/payload-types'

import { FEDERATE_ARTICLE_TASK, FEDERATION_QUEUE } from './queue/names'

/** What happened to an article, as followers are told it. */
export type ArticleFederationEvent = 'published' | 'updated' | 'withdrawn'

/** Whether anyone on the social web follows the publication or this author. */
async function anyoneFollows(req: PayloadRequest, authorId: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'fediverse-followers',
    where: {
      and: [{ state: { equals: 'accepted' } }, { actor: { in: [PUBLICATION_ACTOR, authorId] } }],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Queues telling followers of an article's change, in the save's transaction: a save that rolls
 * back tells nobody, and the editor never waits for a delivery. Without a follower there is no job.
 */
export async function queueArticleFederation(
  req: PayloadRequest,
  event: ArticleFederationEvent,
  article: Pick<Article, 'id' | 'slug' | 'authorId'>,
): Promise<void> {
  const authorId = typeof article.authorId === 'object' ? article.authorId.id : article.authorId
  if (!(await anyoneFollows(req, authorId))) return
  await req.payload.jobs.queue({
    task: FEDERATE_ARTICLE_TASK,
    queue: FEDERATION_QUEUE,
    input: { event, articleId: article.id, slug: article.slug, authorId, change: randomUUID() },
    req,
  })
}
