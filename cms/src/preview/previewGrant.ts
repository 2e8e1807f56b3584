import type { Payload } from 'payload'

import {
  PREVIEW_ENTRY_PATH,
  mintPreviewToken,
  verifyPreviewToken,
} from '@blockwise/shared/previewToken'

import { isEditorOrAdminUser } from '@/access/roles'
import { env } from '@/env'

/** What every answer about a preview carries: no cache may keep it, no search engine index it. */
export const NEVER_STORED = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

type Refusal = { ok: false; status: 401 | 403 | 503; message: string }

/** The site's way into draft mode for one article, with a fresh token; null when previews are off. */
export async function sitePreviewUrl(articleId: string, userId: string): Promise<string | null> {
  if (!env.previewSecret) return null
  const url = new URL(PREVIEW_ENTRY_PATH, env.siteUrl)
  url.searchParams.set('token', await mintPreviewToken(env.previewSecret, { articleId, userId }))
  return url.toString()
}

/**
 * Whether a token lets its holder read `articleId`'s draft: signed by us, not expired, for this
 * article, and minted for an account that still works on the publication (a demoted or deleted
 * editor's links stop working at once).
 */
export async function checkPreviewToken(
  payload: Payload,
  token: string | null,
  articleId: string,
): Promise<{ ok: true } | Refusal> {
  if (!env.previewSecret) return { ok: false, status: 503, message: 'Previews are not configured' }
  if (!token) return { ok: false, status: 401, message: 'A preview token is required' }
  const check = await verifyPreviewToken(env.previewSecret, token)
  if (!check.ok) return { ok: false, status: 401, message: `The preview token is ${check.reason}` }
  if (check.grant.articleId !== articleId) {
    return { ok: false, status: 403, message: 'The preview token is for another article' }
  }
  const user = await payload.findByID({
    collection: 'users',
    id: check.grant.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!isEditorOrAdminUser(user ? { ...user, collection: 'users' } : null)) {
    return { ok: false, status: 403, message: 'The preview token’s account may no longer preview' }
  }
  return { ok: true }
}
