'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { sendAnalyticsEvent } from '@/lib/browser/analytics'

import { pageviewEvent, visitReferrer } from './pageviewEvent'

/**
 * docs/analytics.md: a page view on arrival and on every client-side navigation, with the visit's
 * referrer on the first only. An editor's preview (the page shows the preview banner) is no
 * reader's view. Renders nothing.
 */
export function PageviewBeacon() {
  const pathname = usePathname()
  const counted = useRef<string | null>(null)
  useEffect(() => {
    // Also keeps React's development double run of effects from counting a page twice.
    if (counted.current === pathname) return
    const firstPage = counted.current === null
    counted.current = pathname
    if (document.querySelector('[data-preview-banner]')) return
    const event = pageviewEvent(
      window.location,
      visitReferrer(document.referrer, window.location.origin, firstPage),
    )
    // A task of its own: a page's first beacon costs its browser a few milliseconds, which the
    // effects of the hydrating page would otherwise add to one long task.
    setTimeout(() => sendAnalyticsEvent(event))
  }, [pathname])
  return null
}
