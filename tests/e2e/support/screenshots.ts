import { expect, type Page } from '@playwright/test'

export const REVIEW_WIDTHS = [390, 1280] as const

/**
 * Saves a full-page screenshot for review as test-results/screenshots/{name}-{width}.png, after
 * checking that nothing is wider than the viewport (no sideways scrolling on a phone).
 */
export async function saveReviewScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
}
