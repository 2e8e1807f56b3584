import { messageBodySchema } from '@blockwise/shared'

import { cmsUrl } from '@/env'

import { cmsErrorOf } from './fetchJson'

/**
 * Confirms the subscription a confirmation link's token stands for: true once it is active, false
 * when the link is invalid or has expired (the CMS's 400). Never cached: every call acts.
 */
export async function confirmSubscription(token: string): Promise<boolean> {
  const response = await fetch(new URL('/api/newsletter/confirm', cmsUrl()), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    cache: 'no-store',
  })
  if (response.status === 400) return false
  if (!response.ok) throw await cmsErrorOf(response)
  messageBodySchema.parse(await response.json())
  return true
}
