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

/**
 * Resolves once the page's passive effects have run: the ad banner only appears once the page is
 * idle after the commit in which components arm their timers (carousel, view count). Pages with
 * the banner dismissed cannot use this.
 */
export async function waitForEffects(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Advertisement' }).waitFor()
}
