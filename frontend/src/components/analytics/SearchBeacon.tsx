'use client'

import { useEffect, useRef } from 'react'

import { sendAnalyticsEvent } from '@/lib/browser/analytics'

import { searchEvent } from './searchEvent'

/** The results the page lists (components/search/SearchResultList.tsx). */
const SHOWN_RESULTS = '[aria-labelledby="search-results-title"] > ol > li'

interface Props {
  query: string
  /** False when nothing holds the words (the page offers titles like them instead). */
  found: boolean
}

/**
 * docs/analytics.md: a search, once for each query the page shows, with the number of results it
 * lists (0 when nothing was found). The number is counted on the page rather than passed in: one
 * template of the search page serves any number of results, so the count is no value its frame
 * can hold. Renders nothing.
 */
export function SearchBeacon({ query, found }: Props) {
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (counted.current === query) return
    counted.current = query
    const results = found ? document.querySelectorAll(SHOWN_RESULTS).length : 0
    sendAnalyticsEvent(searchEvent(query, results))
  }, [query, found])
  return null
}
