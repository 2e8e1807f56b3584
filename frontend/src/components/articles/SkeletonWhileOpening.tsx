'use client'

import { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'

import { ArticleSkeleton } from './ArticleSkeleton'

/**
 * Inside an article link: while the reader's click waits for the article, the page's main area
 * shows the article skeleton (globals.css hides the rest of it meanwhile).
 *
 * Not a loading.tsx: React streams a large Suspense boundary's content after its fallback even
 * when it is ready, so every cached article page would paint the skeleton first and then shift.
 */
export function SkeletonWhileOpening() {
  const { pending } = useLinkStatus()
  const main = pending ? document.getElementById('main') : null
  return main ? createPortal(<ArticleSkeleton />, main) : null
}
