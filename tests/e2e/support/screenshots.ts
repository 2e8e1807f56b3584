import { expect, type Page } from '@playwright/test'

import { expectNoSidewaysScroll } from './layout'

export const REVIEW_WIDTHS = [390, 1280] as const

/**
 * Pictures for a person to review are taken by `npm run screenshots` (SCREENSHOTS=1), not by the
 * test gate: a picture checks nothing, and taking one costs a full-page render.
 */
const TAKING_PICTURES = process.env.SCREENSHOTS === '1'

/** Saves the page, all of it, as test-results/screenshots/{name}.png, under `npm run screenshots`. */
export async function reviewPicture(page: Page, name: string): Promise<void> {
  if (!TAKING_PICTURES) return
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/**
 * Scrolls through the whole page a viewport at a time, as a reader would, so every lazy image
 * comes into view, then back to the top once every image the reader can see has loaded.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await nextFrame()
      await nextFrame()
    }
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        // Carousel slides out of view are hidden, and their images are not fetched until shown.
        Array.from(document.images)
          .filter((image) => image.checkVisibility())
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([])
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Closes the fixed ad banner, which a full-page shot would otherwise paint across the middle,
 * unless the reader closed it before (an earlier shot of the same visit).
 */
async function closeAdBanner(page: Page): Promise<void> {
  const closedBefore = await page.evaluate(
    () => localStorage.getItem('blockwise-ad-banner-dismissed') === 'true',
  )
  if (!closedBefore) await page.getByRole('button', { name: 'Close advertisement' }).click()
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeHidden()
}

/**
 * Checks that the page does not scroll sideways, then, under `npm run screenshots`, saves it for
 * review as test-results/screenshots/{name}-{width}.png as a reader sees it: the ad closed and
 * every image loaded.
 */
export async function saveReviewScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  await expectNoSidewaysScroll(page)
  if (!TAKING_PICTURES) return
  await closeAdBanner(page)
  await loadLazyImages(page)
  await reviewPicture(page, `${name}-${width}`)
}
