import {
  PREVIEW_TOKEN_HEADER,
  type PreviewGrant,
  previewArticlePath,
} from '@blockwise/shared/previewToken'
import { articleSchema, type Article } from '@blockwise/shared'

import { cmsUrl } from '@/env'

import { cmsErrorOf } from './fetchJson'

/**
 * The latest draft of the article a preview token names, from the CMS, which checks the token
 * again; null when it refuses (expired, the account may no longer preview) or the article is gone.
 * Never cached: each render of a preview shows the draft as it is now.
 */
export async function getArticleDraft(grant: PreviewGrant, token: string): Promise<Article | null> {
  const response = await fetch(new URL(previewArticlePath(grant.articleId), cmsUrl()), {
    headers: { accept: 'application/json', [PREVIEW_TOKEN_HEADER]: token },
    cache: 'no-store',
  })
  if (response.status >= 400 && response.status < 500) return null
  if (!response.ok) throw await cmsErrorOf(response)
  return articleSchema.parse(await response.json())
}
