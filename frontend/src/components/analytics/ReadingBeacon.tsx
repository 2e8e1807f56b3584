'use client'

import { useEffect } from 'react'

import { sendAnalyticsEvent } from '@/lib/browser/analytics'

import { quarterReached, type ScrollDepth } from './readingProgress'
import { secondsToRead } from './readingTime'
import { afterVisibleTime } from './visibleTime'

/** The article's body on its page (app/[locale]/articles/[slug]/page.tsx). */
const BODY_SELECTOR = 'main article > .prose'

interface Props {
  slug: string
  /** The article's read time, in minutes. */
  readTime: number
}

/**
 * docs/analytics.md: a `read` once the end of the body has been in view, or once the reader has
 * had the page visible for the time its words take (readingTime.ts), whichever comes first; and
 * the deepest quarter of the body reached, once, when the page is hidden or left. Renders nothing.
 */
export function ReadingBeacon({ slug, readTime }: Props) {
  useEffect(() => {
    const body = document.querySelector(BODY_SELECTOR)
    if (!body) return
    const path = `/articles/${slug}`

    let read = false
    const markRead = () => {
      if (read) return
      read = true
      sendAnalyticsEvent({ kind: 'read', path })
    }
    const endInView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) markRead()
    })
    endInView.observe(body.lastElementChild ?? body)
    const stopClock = afterVisibleTime(secondsToRead(readTime) * 1000, markRead)

    let deepest: 0 | ScrollDepth = 0
    let depthSent = false
    const measure = () => {
      const reached = quarterReached(body.getBoundingClientRect(), window.innerHeight)
      if (reached > deepest) deepest = reached
    }
    const sendDepth = () => {
      const depth = deepest
      if (depthSent || depth === 0) return
      depthSent = true
      sendAnalyticsEvent({ kind: 'scroll', path, depth })
    }
    const sendDepthWhenHidden = () => {
      if (document.visibilityState === 'hidden') sendDepth()
    }

    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('pagehide', sendDepth)
    document.addEventListener('visibilitychange', sendDepthWhenHidden)
    return () => {
      endInView.disconnect()
      stopClock()
      window.removeEventListener('scroll', measure)
      window.removeEventListener('pagehide', sendDepth)
      document.removeEventListener('visibilitychange', sendDepthWhenHidden)
      // A client-side navigation leaves the article without hiding the page.
      sendDepth()
    }
  }, [slug, readTime])
  return null
}
