import { withConsentDecided } from './support/consent'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => withConsentDecided(page))

test('the overview lists three launchable tools, three coming soon, and the disclaimer', async ({
  page,
}) => {
  await page.goto('/tools')
  const cards = page.locator('main article')
  const launchable: Array<[string, string]> = [
    ['DeFi Yield Calculator', 'Beginner'],
    ['Crypto Watchlist', 'Beginner'],
    ['Portfolio Simulator', 'Intermediate'],
  ]
  for (const [name, difficulty] of launchable) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card.getByText(difficulty, { exact: true })).toBeVisible()
    await expect(card.locator('li')).not.toHaveCount(0)
    await expect(card.getByRole('link', { name: `Launch ${name}` })).toBeVisible()
  }
  for (const name of ['Social Trading Simulator', 'Options Calculator', 'Tax Calculator']) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card.getByText('Coming Q4 2025', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
  }
  await expect(page.getByRole('complementary', { name: 'Educational purpose' })).toContainText(
    'not financial advice',
  )
})

test('each tool opens in place and Back to Tools returns to the overview', async ({ page }) => {
  await page.goto('/tools')
  for (const name of ['DeFi Yield Calculator', 'Crypto Watchlist', 'Portfolio Simulator']) {
    await page.getByRole('link', { name: `Launch ${name}` }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Educational purpose' })).toContainText(
      'DYOR',
    )
    await page.getByRole('link', { name: 'Back to Tools' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Free crypto tools' })).toBeVisible()
  }
})
