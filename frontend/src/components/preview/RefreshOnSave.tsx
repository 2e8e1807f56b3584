'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

// Its own chunk, fetched by previews only: readers' article pages never load it.
const RefreshRouteOnSave = dynamic(
  () => import('@payloadcms/live-preview-react').then((module) => module.RefreshRouteOnSave),
  { ssr: false },
)

/** Inside the admin's live preview: renders the page again each time the editor's draft is saved. */
export function RefreshOnSave({ cmsOrigin }: { cmsOrigin: string }) {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={cmsOrigin} />
}
