import type { Payload, PayloadRequest } from 'payload'

import { GenerationAlreadyRunning, GenerationNotConfigured } from './generationErrors'
import { generationActive, queueGeneration } from './queueGeneration'
import { generationProblems, type GenerationStep } from './readiness'

function retryMessage(missing: GenerationStep[]): string {
  if (missing.length === 2)
    return 'Retry started: Claude rewrites the article, then Gemini draws the image.'
  if (missing.includes('text'))
    return 'Retry started: Claude rewrites the article; the saved image is kept.'
  if (missing.includes('image'))
    return 'Retry started: Gemini redraws the image; the saved article text is kept.'
  return 'Retry started: both parts are saved, so the article is being finished.'
}

/**
 * Re-queues the workflow for an incomplete article; its steps skip the parts already saved, so
 * only the missing ones run. Null when there is no such record.
 */
export async function retryGeneration(
  payload: Payload,
  id: string,
  user: PayloadRequest['user'],
): Promise<{ message: string } | null> {
  const record = await payload.findByID({
    collection: 'incomplete-articles',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!record) return null
  const articleId = typeof record.articleId === 'string' ? record.articleId : record.articleId.id
  const missing: GenerationStep[] = [
    ...(record.claudeArticleSaved ? [] : (['text'] as const)),
    ...(record.googleImageSaved ? [] : (['image'] as const)),
  ]
  const [problem] = generationProblems(missing)
  if (problem) throw new GenerationNotConfigured(problem)
  if (await generationActive(payload, articleId)) throw new GenerationAlreadyRunning()
  await queueGeneration(payload, { articleId, incompleteArticleId: record.id })
  await payload.update({
    collection: 'incomplete-articles',
    id: record.id,
    data: { lastError: null },
    depth: 0,
  })
  return { message: retryMessage(missing) }
}
