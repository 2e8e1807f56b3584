'use client'

import { useEffect, useRef } from 'react'

import { VIEW_COUNT_DELAY_MS } from '@blockwise/shared'

import { postReaderAction } from '@/lib/browser/api'

/** docs/product.md#states: one view, counted 30 s after the article has loaded; a flag stops repeats. */
export function ViewTracker({ slug }: { slug: string }) {
  const counted = useRef(false)
  useEffect(() => {
    const timer = setTimeout(() => {
      if (counted.current) return
      counted.current = true
      postReaderAction(slug, 'view')
        .then((response) => response.json())
        .then((result: unknown) => console.debug('View counted', result))
        .catch((error: unknown) => console.debug('View not counted', error))
    }, VIEW_COUNT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [slug])
  return null
}
