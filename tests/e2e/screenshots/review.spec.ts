import { expect, test } from '../support/test'

import { withConsentDecided } from '../support/consent'
import { REVIEW_WIDTHS, saveReviewScreenshot } from '../support/screenshots'

/**
 * Pictures for review (test-results/screenshots, `npm run screenshots`): home, an article and the
 * tools at phone and desktop widths.
 */
const PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['article', '/articles/the-2024-bitcoin-halving-explained'],
  ['tools', '/tools'],
]

for (const width of REVIEW_WIDTHS) {
  for (const [name, path] of PAGES) {
    test(`${name} at ${width}px`, async ({ page }) => {
      await withConsentDecided(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('main h1, main h2').first()).toBeVisible()
      await saveReviewScreenshot(page, name)
    })
  }
}
