import { useEffect } from 'react'

import { CLAP_COUNTS_MAX_SLUGS } from '@blockwise/shared'

import { apiRequest } from './api'
import { clapCountsOf } from './responses'
import { externalStore } from './externalStore'

// The latest count the reader has seen for each article, so every clap button for it agrees.
const counts = externalStore<ReadonlyMap<string, number>>(new Map())
// Slugs whose buttons mounted since the last call, asked together once the page has rendered.
const wanted = new Set<string>()

/**
 * Article `slug`'s clap count, undefined until known. Pages carry no count, so that the edge may
 * keep them a day while readers clap (docs/product.md#clap-button): the page's buttons ask theirs
 * in one call, and a count already seen on the visit is kept.
 */
export function useClapCount(slug: string): number | undefined {
  useEffect(() => askCount(slug), [slug])
  return counts.useValue().get(slug)
}

/** What a reader's own clap returned: newer than any count asked for before it. */
export function recordClapCount(slug: string, claps: number): void {
  counts.set(new Map(counts.get()).set(slug, claps))
}

function askCount(slug: string): void {
  if (counts.get().has(slug) || wanted.has(slug)) return
  if (wanted.size === 0) setTimeout(() => void askWanted(), 0)
  wanted.add(slug)
}

async function askWanted(): Promise<void> {
  // Sorted, so that every reader of a page asks the same URLs and an edge answers most of them.
  const slugs = [...wanted].sort()
  wanted.clear()
  const calls = []
  for (let start = 0; start < slugs.length; start += CLAP_COUNTS_MAX_SLUGS) {
    calls.push(askCounts(slugs.slice(start, start + CLAP_COUNTS_MAX_SLUGS)))
  }
  await Promise.all(calls)
}

async function askCounts(slugs: string[]): Promise<void> {
  try {
    const answer = await apiRequest('GET', `/api/claps?slugs=${slugs.join(',')}`)
    const asked = clapCountsOf(await answer.json())
    const known = new Map(counts.get())
    for (const slug of slugs) {
      if (!known.has(slug) && asked[slug] !== undefined) known.set(slug, asked[slug])
    }
    counts.set(known)
  } catch {
    // The buttons go on without a number; the next page asks again.
  }
}
