'use client'

import { useEffect } from 'react'

/** The room the page keeps at its top for the banner (PreviewBanner.module.css). */
const SPACE = '--preview-banner-space'

/**
 * Keeps the page's top as tall as the fixed preview banner is at this width (it wraps on a phone,
 * and again as the window narrows), so the site's header sits below it instead of under it.
 */
export function PreviewBannerSpace() {
  useEffect(() => {
    const banner = document.querySelector<HTMLElement>('[data-preview-banner]')
    if (!banner) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty(SPACE, `${banner.getBoundingClientRect().height}px`)
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty(SPACE)
    }
  }, [])
  return null
}
