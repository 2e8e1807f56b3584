'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** SPEC §2: every route change starts at the top of the page. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
