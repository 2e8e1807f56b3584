'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/** Inside the admin's live preview: renders the page again each time the editor's draft is saved. */
export function RefreshOnSave({ cmsOrigin }: { cmsOrigin: string }) {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={cmsOrigin} />
}
