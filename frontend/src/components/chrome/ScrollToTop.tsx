'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** docs/product.md#screens: every route change starts at the top of the page. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
