import { expect } from 'vitest'

import { generationActive } from '@/generation/queueGeneration'

import { testPayload } from './payload'

/** What POST /api/generation answers (202). */
export interface StartedGeneration {
  articleId: string
  incompleteArticleId: string
  message: string
}

/** Starts a generation through the contract as an editor; expects 202. */
export async function startGeneration(
  cmsUrl: string,
  headers: Record<string, string>,
  body: { topic: string; authorId: string; articleType?: string },
): Promise<StartedGeneration> {
  const response = await fetch(`${cmsUrl}/api/generation`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ articleType: 'analysis', ...body }),
  })
  expect(response.status).toBe(202)
  return (await response.json()) as StartedGeneration
}

/** Waits until no generation job for the article is queued, backing off or running. */
export async function generationSettled(articleId: string): Promise<void> {
  const payload = await testPayload()
  await expect
    .poll(() => generationActive(payload, articleId), { timeout: 45_000, interval: 250 })
    .toBe(false)
}

/** Once the generation has settled: the article and its monitor record (null once finished). */
export async function generationOutcome(started: StartedGeneration) {
  await generationSettled(started.articleId)
  const payload = await testPayload()
  const article = await payload.findByID({
    collection: 'articles',
    id: started.articleId,
    depth: 1,
  })
  const record = await payload.findByID({
    collection: 'incomplete-articles',
    id: started.incompleteArticleId,
    depth: 0,
    disableErrors: true,
  })
  return { article, record }
}

/**
 * What a finished generation does (site settings): 'hold', the default, leaves a draft for an
 * editor to publish; tests of auto-publishing set 'publish' and put 'hold' back after them.
 */
export async function setGenerationPublishMode(mode: 'publish' | 'hold'): Promise<void> {
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { generationPublishMode: mode } })
}

/** How many requests a fake has received so far. */
export const requestsTo = (fake: { requests: unknown[] }) => fake.requests.length
