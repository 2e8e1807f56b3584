import type { Page } from '@playwright/test'

import { withConsentDecided } from './support/consent'
import { expect, test } from './support/test'

/**
 * Before: the yield calculator placed in an article clipped its figures' cards. It laid itself out
 * by the window's width, so from a 1100 px window it put four cards in a row inside the article's
 * 860 px column; and a long amount in a card's note widened the card past its box on a phone. Every
 * card's content fits its box, at a phone's width up to a desktop's, with the block's amount and a
 * billion.
 */
const LESSON = '/articles/hands-on-yield-watchlists-and-practice-trades'
const WIDTHS = [360, 768, 860, 1024, 1280]

const calculator = (page: Page) => page.locator('.tool-embed[data-tool-embed="yield"]')

/** Scrolls down as a reader does, a wheel turn at a time, until the calculator has started. */
async function readDownToCalculator(page: Page): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 300)
    await expect(calculator(page)).toHaveAttribute('data-tool-embed-state', 'ready', {
      timeout: 250,
    })
  }).toPass({ timeout: 30_000, intervals: [0] })
}

/** The cards whose content is wider than their box: their label, and both widths. */
async function clippedCards(page: Page): Promise<string[]> {
  return calculator(page)
    .locator('dl > div')
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.scrollWidth > card.clientWidth)
        .map(
          (card) =>
            `${card.querySelector('dt')?.textContent}: ${card.scrollWidth} > ${card.clientWidth}`,
        ),
    )
}

for (const width of WIDTHS) {
  test(`the yield calculator in an article fits every card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await withConsentDecided(page)
    await page.goto(LESSON)
    await readDownToCalculator(page)
    const cards = calculator(page).locator('dl > div')
    await expect(cards).toHaveCount(4)
    await expect(calculator(page)).toContainText('$1,051.27')
    expect(await clippedCards(page)).toEqual([])

    await calculator(page).getByLabel('Amount to deposit').fill('1000000000')
    await expect(calculator(page)).toContainText('$1,051,267,496')
    expect(await clippedCards(page)).toEqual([])
    // Nor does the tool widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  })
}
