import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { layoutShifts, recordLayoutShifts } from './support/layout'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const PATH = '/learn/paths/defi-from-zero'
const LESSONS = [
  'What Is a Blockchain? A Plain-English Guide for Beginners',
  'What Is a Crypto Wallet? Hot vs Cold Storage Explained',
  'How Gas Fees Work on Ethereum, and How to Pay Less',
]

/**
 * Scrolls to the end of the lesson's text and waits until the browser has recorded it. Scrolled
 * again on each look, as a reader who stays at the end: a client navigation's own scroll to the
 * top can land after a scroll made the moment the lesson's first text shows.
 */
async function finishLesson(page: Page, slug: string) {
  const end = page.locator('[data-lesson-end]')
  await expect
    .poll(async () => {
      await end.scrollIntoViewIfNeeded()
      return page.evaluate(() => localStorage.getItem('blockwise-learning-progress') ?? '')
    })
    .toContain(`"${slug}"`)
}

test('a reader follows a path from /learn and is offered the next lesson when back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await recordLayoutShifts(page)
  await page.goto('/learn')
  const paths = page.getByRole('region', { name: 'Learning paths' })
  await expect(page.getByTestId('continue-learning')).toContainText('Pick a path')
  await paths.getByRole('link', { name: 'DeFi From Zero' }).click()

  await expect(page).toHaveURL(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DeFi From Zero')
  const lessons = page.locator('main ol > li')
  await expect(lessons).toHaveCount(5)
  await expect(lessons.first()).toContainText('min read')
  await expect(page.locator('main ol')).not.toContainText('Done')
  await lessons.first().getByRole('link', { name: LESSONS[0] }).click()

  const bar = page.getByRole('navigation', { name: 'Learning path' })
  await expect(bar).toContainText(`Lesson 1 of 5 — next: ${LESSONS[1]}`)
  await expect(bar.getByRole('link', { name: 'DeFi From Zero' })).toHaveAttribute('href', PATH)
  await finishLesson(page, 'what-is-a-blockchain')
  await bar.getByRole('link', { name: LESSONS[1] }).click()

  // The wallet lesson is in both paths: one line for each.
  await expect(bar).toContainText(`Lesson 2 of 5 — next: ${LESSONS[2]}`)
  await expect(bar).toContainText('Crypto Safety Basics')
  await expect(bar).toContainText('Lesson 2 of 3')
  await finishLesson(page, 'what-is-a-crypto-wallet-hot-vs-cold-storage')

  await page.goto('/learn')
  const offer = page.getByTestId('continue-learning')
  await expect(offer).toContainText('Continue where you stopped')
  await expect(offer.getByRole('link')).toHaveText(`DeFi From Zero, lesson 3: ${LESSONS[2]}`)
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/articles/how-gas-fees-work')
  expect(await layoutShifts(page)).toEqual([])

  await page.goto(PATH)
  await expect(lessons.nth(0)).toContainText('Done')
  await expect(lessons.nth(1)).toContainText('Done')
  await expect(lessons.nth(2)).not.toContainText('Done')
})

test.describe('without script', () => {
  test('the path page and the lesson bar are complete, and other articles have no bar', async ({
    browser,
  }) => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(PATH)
    await expect(page.locator('main ol > li')).toHaveCount(5)
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    const { '@graph': graph } = JSON.parse(jsonLd ?? '{}') as {
      '@graph': { '@type': string; numberOfItems?: number }[]
    }
    expect(graph.map((node) => node['@type'])).toEqual(['Course', 'ItemList'])
    expect(graph[1]?.numberOfItems).toBe(5)
    await page.getByRole('link', { name: LESSONS[2] }).click()
    const bar = page.getByRole('navigation', { name: 'Learning path' })
    await expect(bar).toContainText('Lesson 3 of 5 — next: What Is DeFi?')
    await bar.getByRole('link', { name: /What Is DeFi\?/ }).click()
    await expect(page).toHaveURL('/articles/what-is-defi')
    await expect(bar).toContainText('Lesson 4 of 5')

    await page.goto('/articles/the-2024-bitcoin-halving-explained')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(bar).toHaveCount(0)
    await expect(page.locator('[data-lesson-end]')).toHaveCount(0)
    expect((await page.goto('/learn/paths/no-such-path'))?.status()).toBe(404)
    await page.close()
  })
})
