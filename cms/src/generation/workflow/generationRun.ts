import type { Payload } from 'payload'

import type { Article, IncompleteArticle } from '@/payload-types'

/** One generation in flight: its monitor record and the draft it fills in. */
export interface GenerationRun {
  record: IncompleteArticle
  article: Article
}

/** The record and its article, or null once the record is gone (finished or deleted by an editor). */
export async function loadRun(
  payload: Payload,
  incompleteArticleId: string,
): Promise<GenerationRun | null> {
  const record = await payload.findByID({
    collection: 'incomplete-articles',
    id: incompleteArticleId,
    depth: 0,
    disableErrors: true,
  })
  if (!record) return null
  const articleId = typeof record.articleId === 'string' ? record.articleId : record.articleId.id
  const article = await payload.findByID({
    collection: 'articles',
    id: articleId,
    depth: 0,
    disableErrors: true,
  })
  return article ? { record, article } : null
}

/** Saves what went wrong on the record, for the monitor. */
export async function recordFailure(
  payload: Payload,
  run: GenerationRun,
  lastError: string,
  extra: Partial<
    Pick<IncompleteArticle, 'imagePrompt' | 'claudeArticleSaved' | 'googleImageSaved'>
  > = {},
): Promise<void> {
  await payload.update({
    collection: 'incomplete-articles',
    id: run.record.id,
    data: { lastError, ...extra },
    depth: 0,
  })
}

export function logRetry(payload: Payload, step: string, run: GenerationRun) {
  return (failure: { message: string }, delayMs: number) =>
    payload.logger.warn(
      `Generation of “${run.record.articleTitle}”: ${step} failed (${failure.message}); retrying in ${Math.round(delayMs)} ms`,
    )
}
