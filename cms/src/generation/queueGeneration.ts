import type { Payload, PayloadRequest } from 'payload'

import { jobActive } from '@/jobs/activeJob'

import { GenerationAlreadyRunning } from './generationErrors'
import { GENERATION_QUEUE, GENERATION_WORKFLOW, generationConcurrencyKey } from './queue'

/** Whether a generation for the article is queued, waiting to retry or running (`req` in hooks). */
export function generationActive(
  payload: Payload,
  articleId: string,
  req?: PayloadRequest,
): Promise<boolean> {
  return jobActive(payload, generationConcurrencyKey(articleId), req)
}

/** The ids of the articles with a generation in flight. */
export async function articlesBeingGenerated(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: GENERATION_QUEUE } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    select: { input: true },
    pagination: false,
    depth: 0,
  })
  return new Set(docs.map((job) => (job.input as { articleId: string }).articleId))
}

/**
 * Queues the workflow for an article. The partial unique index on the jobs' concurrency key lets
 * only one in flight per article, even when two requests race.
 */
export async function queueGeneration(
  payload: Payload,
  input: { articleId: string; incompleteArticleId: string },
  req?: PayloadRequest,
): Promise<void> {
  try {
    await payload.jobs.queue({ workflow: GENERATION_WORKFLOW, queue: GENERATION_QUEUE, input, req })
  } catch (error) {
    if (!req && (await generationActive(payload, input.articleId)))
      throw new GenerationAlreadyRunning()
    throw error
  }
}
