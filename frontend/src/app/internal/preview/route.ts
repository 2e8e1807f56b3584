import { cookies, draftMode } from 'next/headers'

import { verifyPreviewToken } from '@blockwise/shared/previewToken'

import { getArticleDraft } from '@/lib/cms/articleDraft'
import { PREVIEW_TOKEN_COOKIE } from '@/lib/preview/previewCookies'
import { NEVER_STORED } from '@/lib/preview/previewHeaders'

const refusal = (status: number, error: string) =>
  Response.json({ error }, { status, headers: NEVER_STORED })

/**
 * The way into a preview, from the CMS's Preview link or live preview: checks the token, turns
 * Next's draft mode on, keeps the token in a cookie for the page's draft requests, and sends the
 * browser to the article's page under the draft's slug.
 */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token')
  const check = await verifyPreviewToken(process.env.PREVIEW_SECRET, token)
  if (!check.ok || token === null) return refusal(401, 'Invalid or expired preview link')
  const draft = await getArticleDraft(check.grant, token)
  if (!draft)
    return refusal(404, 'This article cannot be previewed: it is gone or not complete yet')
  ;(await draftMode()).enable()
  ;(await cookies()).set(PREVIEW_TOKEN_COOKIE, token, {
    httpOnly: true,
    path: '/',
    expires: new Date(check.grant.expiresAt * 1000),
    // As Next's draft-mode cookie: sent inside the admin's live-preview frame.
    sameSite: process.env.NODE_ENV === 'production' ? 'none' : 'lax',
    secure: process.env.NODE_ENV === 'production',
  })
  return new Response(null, {
    status: 307,
    headers: { ...NEVER_STORED, location: `/articles/${encodeURIComponent(draft.slug)}` },
  })
}
