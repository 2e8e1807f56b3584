import { test as base } from '@playwright/test'

import { waitForHydration } from './hydration'

/**
 * Playwright's test with a page whose goto and reload wait for React to hydrate the site, so a
 * click right after navigation reaches a live button rather than server-rendered HTML.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForHydration(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await use(page)
  },
})

export { expect } from '@playwright/test'
