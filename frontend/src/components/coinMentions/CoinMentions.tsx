'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { COIN_MENTION_SELECTOR } from './selector'

const CoinMentionPrices = lazy(() =>
  import('./CoinMentionPrices').then((module) => ({ default: module.CoinMentionPrices })),
)

/**
 * Live prices for the coins an article mentions: their script loads when the first mention nears
 * the viewport, then asks the market once for all of them.
 */
export function CoinMentions({ ids }: { ids: string[] }) {
  const [near, setNear] = useState(false)

  useEffect(() => {
    const chips = document.querySelectorAll(COIN_MENTION_SELECTOR)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: '400px 0px' },
    )
    chips.forEach((chip) => observer.observe(chip))
    return () => observer.disconnect()
  }, [])

  if (!near) return null
  return (
    <Suspense fallback={null}>
      <CoinMentionPrices ids={ids} />
    </Suspense>
  )
}
