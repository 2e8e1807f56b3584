import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page's content (its fibers hang off the DOM), so effects
 * have been scheduled. The main heading is checked, not a loading skeleton streamed before it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1')
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
  })
}
