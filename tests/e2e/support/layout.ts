import { expect, type Page } from '@playwright/test'

/** Nothing on the page is wider than the viewport: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${page.url()} at ${width}px`,
  ).toBeLessThanOrEqual(width)
}
