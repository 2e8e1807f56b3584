import { verifyPreviewToken } from '@blockwise/shared/previewToken'

import { cmsPublicUrl } from '@/env'
import { contentSecurityPolicy } from '@/lib/contentSecurityPolicy'

import { DRAFT_MODE_COOKIE, PREVIEW_TOKEN_COOKIE } from './previewCookies'

/** What every answer about a preview carries: no cache may keep it, no search engine index it. */
export const NEVER_STORED = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

/**
 * The headers of a page asked for with a preview's cookies: never stored by any cache, never
 * indexed, and, with a valid preview token, open to the CMS's live-preview frame (the policy
 * lets no one else frame the site; browsers ignore X-Frame-Options when frame-ancestors is set).
 * Null for a reader's request.
 */
export async function previewHeaders(cookie: (name: string) => string | undefined) {
  const draftMode = cookie(DRAFT_MODE_COOKIE) !== undefined
  const token = cookie(PREVIEW_TOKEN_COOKIE)
  if (!draftMode && token === undefined) return null
  const headers: Record<string, string> = { ...NEVER_STORED }
  if (draftMode && (await verifyPreviewToken(process.env.PREVIEW_SECRET, token)).ok) {
    headers['content-security-policy'] = contentSecurityPolicy(new URL(cmsPublicUrl()).origin)
  }
  return headers
}
