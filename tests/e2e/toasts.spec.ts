import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'

/** docs/product.md#states: toasts, raised by an article's share row (Copy Link, Instagram), on a held clock. */
const SLUG = 'the-2024-bitcoin-halving-explained'
const COPIED = 'Article link has been copied to your clipboard.'
const INSTAGRAM = 'Link copied to clipboard. Open Instagram and paste in your story or post.'

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await withConsentDecided(page)
  await page.clock.install()
  await page.goto(`/articles/${SLUG}`)
})

/**
 * From here on, time moves only when the test says so. Not before the first toast is in: the
 * toaster is loaded with it, and React reveals what it suspended for on a timer.
 */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
}

const shareRow = (page: Page) => page.getByRole('group', { name: /Share/ }).first()
/** The toasts on screen: the items of the notifications region's list. */
const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')

test('a second toast replaces the first, and it closes after 5000 ms', async ({ page }) => {
  await shareRow(page).getByRole('button', { name: 'Copy Link' }).click()
  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(COPIED)
  await holdClock(page)
  await shareRow(page).getByRole('button', { name: 'Instagram' }).click()
  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(INSTAGRAM)

  await page.clock.runFor(4900)
  await expect(toasts(page)).toHaveCount(1)
  await page.clock.runFor(200)
  await expect(toasts(page)).toHaveCount(0)
})

/** Drags the toast sideways with the mouse, as a finger would swipe it. */
async function drag(page: Page, distance: number): Promise<void> {
  const box = await toasts(page).first().boundingBox()
  if (!box) throw new Error('no toast to drag')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 40, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 40 + distance, y, { steps: 10 })
  await page.mouse.up()
}

test('dragging a toast right past 50 px dismisses it; a shorter drag does not', async ({
  page,
}) => {
  await shareRow(page).getByRole('button', { name: 'Copy Link' }).click()
  await expect(toasts(page)).toContainText(COPIED)
  await holdClock(page)
  await drag(page, 30)
  await expect(toasts(page)).toHaveAttribute('data-swipe', 'cancel')
  await expect(toasts(page)).toHaveCount(1)
  await drag(page, 80)
  await expect(toasts(page)).toHaveCount(0)
})
