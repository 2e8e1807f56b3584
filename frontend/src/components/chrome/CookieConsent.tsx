'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import {
  ESSENTIAL_ONLY,
  OPEN_PREFERENCES_EVENT,
  OPTIONAL_CATEGORIES,
  saveConsent,
  useConsent,
  type OptionalCategory,
} from '@/lib/browser/consent'

import styles from './CookieConsent.module.css'

const CATEGORY_TEXT: Record<OptionalCategory, { label: string; description: string }> = {
  preferences: {
    label: 'Preferences',
    description: 'Remember choices such as your watchlist layout.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Anonymous statistics about which articles help readers.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Third-party advertising in the banner at the bottom of the page.',
  },
}

const ALL: Record<OptionalCategory, boolean> = {
  preferences: true,
  analytics: true,
  marketing: true,
}

/** docs/product.md#screens cookie policy: accept all, customise by category, or accept only essential cookies. */
export function CookieConsent() {
  const consent = useConsent()
  const [reopened, setReopened] = useState(false)
  const [customising, setCustomising] = useState(false)
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>(ESSENTIAL_ONLY)

  useEffect(() => {
    const open = () => {
      setReopened(true)
      setCustomising(true)
    }
    window.addEventListener(OPEN_PREFERENCES_EVENT, open)
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open)
  }, [])

  useEffect(() => {
    if (consent)
      setDraft({
        preferences: consent.preferences,
        analytics: consent.analytics,
        marketing: consent.marketing,
      })
  }, [consent])

  // Not known yet (server render) or already decided: nothing to ask.
  if (consent === undefined || (consent && !reopened)) return null

  function decide(categories: Record<OptionalCategory, boolean>) {
    saveConsent(categories)
    setReopened(false)
    setCustomising(false)
  }

  return (
    <section
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
    >
      <h2 id="consent-title" className={styles.title}>
        Cookies on Blockwise
      </h2>
      <p className={styles.text}>
        We use essential cookies to run the site. With your permission we also use optional cookies
        for preferences, analytics and marketing. Read our{' '}
        <Link href="/cookie-policy">cookie policy</Link>.
      </p>
      {customising && (
        <fieldset className={styles.categories}>
          <legend className="visually-hidden">Cookie categories</legend>
          <label className={styles.category}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>Essential</strong> — always on: security, your cookie choice, a dismissed ad
              banner.
            </span>
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <label key={category} className={styles.category}>
              <input
                type="checkbox"
                name={category}
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
              />
              <span>
                <strong>{CATEGORY_TEXT[category].label}</strong> —{' '}
                {CATEGORY_TEXT[category].description}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => decide(ALL)}>
          Accept all
        </button>
        <button type="button" className={styles.secondary} onClick={() => decide(ESSENTIAL_ONLY)}>
          Essential only
        </button>
        {customising ? (
          <button type="button" className={styles.secondary} onClick={() => decide(draft)}>
            Save preferences
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setCustomising(true)}>
            Customise
          </button>
        )}
      </div>
    </section>
  )
}
