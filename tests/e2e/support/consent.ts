import type { BrowserContext, Page } from '@playwright/test'

/** Starts the context with a cookie choice already made, so the banner stays out of the way. */
export async function withConsentDecided(
  target: BrowserContext | Page,
  marketing = false,
): Promise<void> {
  await target.addInitScript((allowMarketing) => {
    if (window.top !== window) return
    window.localStorage.setItem(
      'blockwise-cookie-consent',
      JSON.stringify({
        essential: true,
        preferences: false,
        analytics: false,
        marketing: allowMarketing,
        decidedAt: '2026-01-01T00:00:00.000Z',
      }),
    )
  }, marketing)
}
