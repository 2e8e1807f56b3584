import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { waitForEffects } from './support/hydration'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([hidden])')
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured stories' })

/**
 * Runs the fake clock past three turns and checks the first slide is still shown, reading it once
 * right after each run: the page's clock also flows in real time, so a retrying assertion could
 * wait until a running carousel came round to the first slide again.
 */
async function expectStandingStill(page: Page): Promise<void> {
  for (const milliseconds of [3_000, 7_000]) {
    await page.clock.runFor(milliseconds)
    expect(await currentSlide(page).getAttribute('aria-label')).toBe('1 of 4')
  }
}

/** Runs the fake clock for one turn: the carousel moves on to the second slide. */
async function expectOneTurn(page: Page): Promise<void> {
  await page.clock.runFor(3_000)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4')
}

/** Leaves the carousel alone: neither hovered nor focused, which would pause it anyway. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

test('at 390 px, the pause button stops the carousel and the play button starts it again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.clock.install()
  await page.goto('/')
  await waitForEffects(page)
  const pause = carousel(page).getByRole('button', { name: 'Pause slideshow' })
  await expect(pause).toBeVisible()
  await pause.click()
  await leaveCarousel(page)
  await expectStandingStill(page)
  // The keyboard reaches it too: Enter on the play button resumes the 3 s rotation.
  await carousel(page).getByRole('button', { name: 'Play slideshow' }).focus()
  await page.keyboard.press('Enter')
  await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toBeFocused()
  await leaveCarousel(page)
  await expectOneTurn(page)
})

test('at 1280 px, under reduced motion the carousel does not advance until the reader plays it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/')
  await waitForEffects(page)
  await expectStandingStill(page)
  await carousel(page).getByRole('button', { name: 'Play slideshow' }).click()
  await leaveCarousel(page)
  await expectOneTurn(page)
})

test('at 390 px, the Featured heading leads to /featured and type badges to their sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Featured', exact: true }).click()
  await expect(page).toHaveURL('/featured')
  await expect(page.getByRole('heading', { level: 1, name: 'Featured' })).toBeVisible()

  await page.goto('/')
  const sections: Array<[string, string, string]> = [
    ['News', 'news', '/news'],
    ['Opinion', 'opinion', '/opinions'],
    ['Analysis', 'analysis', '/analysis'],
  ]
  for (const [section, type, path] of sections) {
    const region = page.getByRole('region', { name: section, exact: true })
    const badge = region.getByRole('link', { name: type, exact: true }).first()
    await expect(badge).toHaveAttribute('href', path)
  }
  await page
    .getByRole('region', { name: 'News', exact: true })
    .getByRole('link', { name: 'news', exact: true })
    .first()
    .click()
  await expect(page).toHaveURL('/news')

  await page.goto('/articles/what-is-defi')
  await page.getByRole('main').getByRole('link', { name: 'learn', exact: true }).first().click()
  await expect(page).toHaveURL('/learn')
})
