'use client'

import { useEffect, useState } from 'react'

import { useConsent } from '@/lib/browser/consent'
import { whenIdle } from '@/lib/browser/whenIdle'

import styles from './AdBanner.module.css'

/** @public The Cookie Policy's test (browserStorage.test.ts) reads each storage key's export. */
export const AD_DISMISSED_KEY = 'blockwise-ad-banner-dismissed'
/** First-party house ad, shown until the reader consents to third-party (marketing) content. */
const HOUSE_AD = '/ads/house.html'

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(AD_DISMISSED_KEY) === 'true'
  } catch {
    // docs/product.md#states: if storage cannot be read, the default visibility applies.
    return false
  }
}

/**
 * docs/product.md#screens, #states: fixed to the bottom above everything, a lazily loaded sandboxed ad frame 70% wide,
 * and a close button whose choice is remembered.
 */
export function AdBanner({ adFrameUrl }: { adFrameUrl: string | null }) {
  const consent = useConsent()
  const [visible, setVisible] = useState(false)

  // Creating the frame costs the page a frame's start-up (and often a process): it waits until the
  // articles have become interactive.
  useEffect(() => {
    if (readDismissed()) return
    return whenIdle(() => setVisible(true))
  }, [])

  function close() {
    setVisible(false)
    try {
      window.localStorage.setItem(AD_DISMISSED_KEY, 'true')
    } catch {
      console.warn('Failed to save ad banner dismissal state')
    }
  }

  if (!visible) return null
  const src = adFrameUrl && consent?.marketing ? adFrameUrl : HOUSE_AD
  return (
    <aside className={styles.banner} aria-label="Advertisement" data-ad-banner>
      <iframe
        key={src}
        src={src}
        title="Advertisement"
        loading="lazy"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className={styles.frame}
        width={728}
        height={90}
      />
      <button
        type="button"
        className={styles.close}
        aria-label="Close advertisement"
        onClick={close}
      >
        ×
      </button>
    </aside>
  )
}
