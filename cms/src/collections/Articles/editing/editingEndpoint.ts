import {
  APIError,
  Forbidden,
  NotFound,
  addDataAndFileToRequest,
  commitTransaction,
  headersWithCors,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { mayEditArticle } from '@/access/articleAccess'
import { isStaffUser } from '@/access/roles'
import { isDocumentId } from '@/lib/documentId'

import { accountName } from './accountName'
import { holdLock, lockHolder, releaseLock } from './documentLock'
import { keptEditOf, latestSaveOf, type LatestSave } from './latestSave'
import { takeTurnsClaiming } from './takeTurnsClaiming'

export const EDITING_INTENT_FORMAT =
  'Send {"intent": "hold" | "watch" | "release"}: hold (or renew) the article for editing, only watch it, or let it go.'

const intentSchema = z.object({ intent: z.enum(['hold', 'watch', 'release']) })

const account = async (req: PayloadRequest, id: string | null) =>
  id ? { id, name: (await accountName(req, id)) ?? id } : null

/** Who edits the article now, its latest save, and the caller's kept refused save, if any. */
async function editingState(
  req: PayloadRequest,
  articleId: string,
  userId: string,
  latest: LatestSave,
) {
  const kept = await keptEditOf(req, articleId, latest, userId)
  return {
    holder: await account(req, await lockHolder(req, articleId)),
    latest: {
      versionId: latest.versionId,
      savedAt: new Date(latest.savedAt).toISOString(),
      savedBy: await account(req, latest.savedBy),
    },
    kept: kept && { versionId: kept.versionId, keptAt: new Date(kept.keptAt).toISOString() },
  }
}

/**
 * docs/product.md (Locks and conflicts): the heartbeat of an article's open edit view. `hold`
 * takes or renews the article's lock unless someone else holds it (it never takes one over: that
 * is Payload's "Take over"), `watch` only looks, `release` lets the caller's lock go. Each answers
 * who holds the lock, the article's latest save and the caller's kept refused save.
 */
export const articleEditing: Endpoint = {
  path: '/:id/editing',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isStaffUser(req.user)) throw new Forbidden(req.t)
    const articleId = req.routeParams?.id
    if (typeof articleId !== 'string' || !isDocumentId(articleId)) throw new NotFound(req.t)
    // A contributor holds locks on their own drafts only: never one that keeps an editor out.
    if (!(await mayEditArticle(req, articleId))) throw new Forbidden(req.t)
    await addDataAndFileToRequest(req)
    const parsed = intentSchema.safeParse(req.data)
    if (!parsed.success) throw new APIError(EDITING_INTENT_FORMAT, 400, undefined, true)
    const userId = String(req.user.id)
    await initTransaction(req)
    try {
      await takeTurnsClaiming(req, articleId)
      const latest = await latestSaveOf(req, articleId)
      if (!latest) throw new NotFound(req.t)
      if (parsed.data.intent === 'hold') await holdLock(req, articleId, userId)
      if (parsed.data.intent === 'release') await releaseLock(req, articleId, userId)
      const state = await editingState(req, articleId, userId, latest)
      await commitTransaction(req)
      return Response.json(state, { headers: headersWithCors({ headers: new Headers(), req }) })
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  },
}
