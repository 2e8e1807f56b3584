import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import { type PreviewGrant, verifyPreviewToken } from '@blockwise/shared/previewToken'

import { PREVIEW_TOKEN_COOKIE } from './previewCookies'

export type PreviewSession =
  /** Draft mode with a valid token: drafts of the token's article are shown. */
  | { active: true; grant: PreviewGrant; token: string }
  /** Draft mode whose token has expired or is missing: only published versions are shown. */
  | { active: false }

/** The preview this request is in, or null for a reader (no draft mode). */
export const previewSession = cache(async (): Promise<PreviewSession | null> => {
  if (!(await draftMode()).isEnabled) return null
  const token = (await cookies()).get(PREVIEW_TOKEN_COOKIE)?.value
  const check = await verifyPreviewToken(process.env.PREVIEW_SECRET, token)
  return check.ok && token ? { active: true, grant: check.grant, token } : { active: false }
})
