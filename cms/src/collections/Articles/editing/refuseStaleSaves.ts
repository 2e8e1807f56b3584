import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { keepVersionBesideLatest } from '@/compat/keptVersions'
import type { Article } from '@/payload-types'

import { accountName } from './accountName'
import { holdArticleRow } from './holdArticleRow'
import { keptEditOf, latestSaveOf, savedSinceByAnother, type LatestSave } from './latestSave'
import { readEditedFrom } from './readEditedFrom'
import { staleSaveMessage } from './staleSaveMessage'

/** The refused save as the article it would have made: a draft that changes no publishing. */
function refusedArticle(originalDoc: Article, data: Partial<Article>, userId: string) {
  const article: Record<string, unknown> = {
    ...originalDoc,
    ...data,
    _status: 'draft',
    published: originalDoc.published,
    status: originalDoc.status,
    lastEditedBy: userId,
    updatedAt: new Date().toISOString(),
  }
  delete article.id
  delete article.editedFrom
  return article
}

/**
 * docs/product.md (Locks and conflicts): a save that names the version it was edited from
 * (editedFrom) is refused with 409 when someone else saved the article since; what it would have
 * saved is kept as a version of its own beside the newer one (replacing this editor's earlier
 * kept version of the same conflict), so both are in the history. Concurrent saves of one article
 * are checked one at a time. A save naming none starts from the stored version (Payload fills the
 * field in from it). Saves by editors' and admins' accounts are checked; server jobs and
 * integration keys save as before.
 */
export const refuseStaleSaves: CollectionBeforeChangeHook<Article> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const editedFrom = readEditedFrom((data as { editedFrom?: unknown }).editedFrom)
  const articleId = originalDoc?.id
  const byEditor = req.user?.collection === 'users'
  if (operation !== 'update' || editedFrom === undefined || !articleId || !byEditor) return data
  const userId = String(req.user?.id)
  await holdArticleRow(req, articleId)
  const latest = await latestSaveOf(req, articleId)
  if (!latest || !savedSinceByAnother(latest, editedFrom, userId)) return data
  const keptVersionId = await keepRefusedSave(req, latest, originalDoc, data, userId)
  throw new APIError(
    staleSaveMessage(await accountName(req, latest.savedBy), latest.savedAt),
    409,
    { keptVersionId, latestVersionId: latest.versionId },
    true,
  )
}

async function keepRefusedSave(
  req: PayloadRequest,
  latest: LatestSave,
  originalDoc: Article,
  data: Partial<Article>,
  userId: string,
) {
  const earlier = await keptEditOf(req, originalDoc.id, latest, userId)
  return keepVersionBesideLatest(req.payload, {
    articleId: originalDoc.id,
    replaces: earlier?.versionId ?? null,
    versionData: refusedArticle(originalDoc, data, userId),
  })
}
