import { NotFound, type Payload, type PayloadRequest } from 'payload'

import type { IncompleteArticle } from '@blockwise/shared'

import { articlesBeingGenerated } from '@/generation/queueGeneration'
import type { IncompleteArticle as IncompleteArticleDocument } from '@/payload-types'

function toIncompleteArticle(
  record: IncompleteArticleDocument,
  running: Set<string>,
): IncompleteArticle {
  const articleId = typeof record.articleId === 'string' ? record.articleId : record.articleId.id
  return {
    id: record.id,
    articleId,
    articleTitle: record.articleTitle,
    claudeArticleSaved: record.claudeArticleSaved ?? false,
    googleImageSaved: record.googleImageSaved ?? false,
    imagePrompt: record.imagePrompt ?? null,
    running: running.has(articleId),
    lastError: record.lastError ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/** Records of AI generations still missing a part, newest first. */
export async function listIncompleteArticles(
  payload: Payload,
  user: PayloadRequest['user'],
): Promise<IncompleteArticle[]> {
  const [{ docs }, running] = await Promise.all([
    payload.find({
      collection: 'incomplete-articles',
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    articlesBeingGenerated(payload),
  ])
  return docs.map((record) => toIncompleteArticle(record, running))
}

/**
 * Deletes one record; false when there was none. Throws GenerationStillRunning (409) while its
 * article's generation is in flight.
 */
export async function deleteIncompleteArticle(
  payload: Payload,
  id: string,
  user: PayloadRequest['user'],
): Promise<boolean> {
  try {
    await payload.delete({
      collection: 'incomplete-articles',
      id,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return true
  } catch (error) {
    if (error instanceof NotFound) return false
    throw error
  }
}
