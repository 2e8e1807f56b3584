import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'

/** Screenshots for review (test-results/screenshots): home, an article and the tools at phone and desktop widths. */
const PAGES = [
  ['home', '/'],
  ['article', '/articles/the-2024-bitcoin-halving-explained'],
  ['tools', '/tools'],
]

for (const width of [390, 1280]) {
  for (const [name, path] of PAGES) {
    test(`${name} at ${width}px`, async ({ page }) => {
      await withConsentDecided(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path ?? '/')
      await expect(page.locator('main h1, main h2').first()).toBeVisible()
      // Nothing wider than the viewport: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({
        path: `test-results/screenshots/${name}-${width}.png`,
        fullPage: true,
      })
    })
  }
}
