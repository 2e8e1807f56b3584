import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'

const PLACEHOLDER = '/images/placeholder-article.svg'

/** Every uploaded image fails: the media server answers 404, as for a file lost from storage. */
async function breakMedia(page: Page): Promise<void> {
  await page.route('**/cms-api/media/file/**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  )
}

test.beforeEach(async ({ page }) => withConsentDecided(page))

test('at 390 px, cards whose featured image fails show the placeholder image instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await breakMedia(page)
  await page.goto('/news')
  // The featured images, not the authors' avatars (alt="").
  const images = page.locator('main article img:not([alt=""])')
  await expect(images).not.toHaveCount(0)
  const count = await images.count()
  for (let index = 0; index < count; index++) {
    const image = images.nth(index)
    // Lazy images load, and fail, only near the viewport: after hydration, unlike the first ones.
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('src', PLACEHOLDER)
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  }
})

test('at 1280 px, an article whose featured image fails leaves no empty frame', async ({
  page,
}) => {
  await breakMedia(page)
  await page.goto('/articles/what-is-defi')
  const figure = page.locator('main article figure').first()
  await expect(figure.locator('img')).toHaveCount(0)
  await expect(figure).toBeHidden()
})
