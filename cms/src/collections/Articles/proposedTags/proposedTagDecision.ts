import {
  APIError,
  NotFound,
  addDataAndFileToRequest,
  commitTransaction,
  headersWithCors,
  initTransaction,
  killTransaction,
  type Endpoint,
} from 'payload'
import { z } from 'zod'

import { canUseEditorialCalls } from '@/access/roles'
import { unauthorized } from '@/auth/challenge'
import { isDocumentId } from '@/lib/documentId'
import { nativeApiError } from '@/nativeApi/nativeApiError'

import { decideProposedTag, type ProposedTagDecision } from './decideProposedTag'

export const PROPOSED_TAG_FORMAT = 'Send {"name": "<one of the article’s proposed tags>"}.'

const bodySchema = z.object({ name: z.string().trim().min(1).max(200) })

/**
 * docs/product.md (AI pipeline): `POST /cms-api/articles/{id}/accept-proposed-tag` links the
 * proposed tag (creating it when no tag matches) and `…/dismiss-proposed-tag` drops it; either
 * way the proposal is gone. Editors, admins and editorial integration keys only.
 */
function proposedTagDecision(decision: ProposedTagDecision): Endpoint {
  return {
    path: `/:id/${decision}-proposed-tag`,
    method: 'post',
    handler: async (req) => {
      const headers = headersWithCors({ headers: new Headers(), req })
      if (!req.user) return unauthorized('Authentication required', headers, nativeApiError)
      if (!canUseEditorialCalls(req.user))
        return nativeApiError(403, 'Editors and admins only', headers)
      const articleId = req.routeParams?.id
      if (typeof articleId !== 'string' || !isDocumentId(articleId)) throw new NotFound(req.t)
      await addDataAndFileToRequest(req)
      const body = bodySchema.safeParse(req.data)
      if (!body.success) throw new APIError(PROPOSED_TAG_FORMAT, 400, undefined, true)
      await initTransaction(req)
      try {
        const decided = await decideProposedTag(req, articleId, body.data.name, decision)
        await commitTransaction(req)
        return Response.json(decided, { headers })
      } catch (error) {
        await killTransaction(req)
        throw error
      }
    },
  }
}

export const acceptProposedTag = proposedTagDecision('accept')
export const dismissProposedTag = proposedTagDecision('dismiss')
