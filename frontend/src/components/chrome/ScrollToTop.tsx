'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * docs/product.md#screens: every route change starts at the top of the page. Not the arrival: a
 * reader may have scrolled before the script ran, and must stay where they are.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
