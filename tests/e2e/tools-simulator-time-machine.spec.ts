import type { Page } from '@playwright/test'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatUsdChange } from '@blockwise/shared/tools/simulator/display'
import { bundledDailyCloses } from '@blockwise/shared/tools/simulator/history/bundled'

import { fakeCoinGecko, fakeDailyClose } from '../fakes/coingecko'

import { withConsentDecided } from './support/consent'
import { expect, test } from './support/test'

/** The portfolio simulator's time machine: historical daily closes through the CMS's market proxy. */

const control = process.env.E2E_COINGECKO_CONTROL_URL ?? ''

test.beforeEach(async ({ page }) => {
  await fakeCoinGecko.reset(control)
  await withConsentDecided(page)
})
test.afterEach(() => fakeCoinGecko.reset(control))

const value = (page: Page) =>
  page.getByRole('region', { name: 'Portfolio value' }).getByRole('status')

async function startAt(page: Page, day: string) {
  await page.getByRole('button', { name: 'Time machine', exact: true }).click()
  await expect(page).toHaveURL(/\?mode=time-machine$/)
  await page.getByLabel('Start date').fill(day)
  await page.getByRole('button', { name: 'Start the time machine' }).click()
}

async function buy(page: Page, symbol: string, amount: string) {
  await page.getByLabel('Asset').selectOption(symbol)
  await page.getByLabel(`Amount of ${symbol}`).fill(amount)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
}

test('fixed prices stay the default; the time machine trades at CoinGecko’s closes and steps a week and a month', async ({
  page,
}) => {
  await page.goto('/tools/portfolio-simulator')
  await expect(page.getByText('Simulated prices — virtual money only')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fixed prices' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await startAt(page, '2024-03-01')
  await expect(page.getByText('Prices from CoinGecko:')).toBeVisible()
  await expect(page.getByText('Simulated prices — virtual money only')).toBeHidden()
  const bought = fakeDailyClose('bitcoin', '2024-03-01')
  await buy(page, 'BTC', '0.1')
  await expect(
    page.getByText(`Bought 0.1 BTC at ${formatUsd(bought)} on Mar 1, 2024`, { exact: true }),
  ).toBeVisible()
  await expect(value(page)).toContainText('$10,000.00')

  for (const [step, day, label] of [
    ['+1 week', '2024-03-08', 'Mar 8, 2024'],
    ['+1 month', '2024-04-08', 'Apr 8, 2024'],
  ] as const) {
    await page.getByRole('button', { name: step }).click()
    await expect(page.getByRole('region', { name: 'Time travel' })).toContainText(label)
    const gain = 0.1 * (fakeDailyClose('bitcoin', day) - bought)
    await expect(value(page)).toContainText(formatUsd(10_000 + gain))
    await expect(value(page)).toContainText(formatUsdChange(gain))
  }
  const trades = page.getByRole('table', { name: 'Trades' })
  await expect(trades.getByRole('row')).toHaveCount(2)
  await expect(trades.getByRole('row').nth(1)).toContainText(
    `Mar 1, 2024BuyBTC0.1${formatUsd(bought)}`,
  )

  // The session is kept apart from the fixed-price portfolio, and the address reopens it.
  await page.getByRole('button', { name: 'Fixed prices' }).click()
  await expect(page).toHaveURL('/tools/portfolio-simulator')
  await expect(
    page.getByText('No trades yet. Your buys and sells will be listed here.'),
  ).toBeVisible()
  await page.goto('/tools/portfolio-simulator?mode=time-machine')
  await expect(page.getByRole('region', { name: 'Time travel' })).toContainText('Apr 8, 2024')
  await expect(value(page)).toContainText(
    formatUsd(10_000 + 0.1 * (fakeDailyClose('bitcoin', '2024-04-08') - bought)),
  )
})

test('with the market service down, the bundled approximate closes stand in and say so', async ({
  page,
}) => {
  await fakeCoinGecko.control(control, { mode: 'error' })
  await page.goto('/tools/portfolio-simulator')
  await startAt(page, '2023-06-15')
  await expect(page.getByText('Approximate bundled prices:')).toBeVisible()
  await expect(page.getByText(/not exact market data/)).toBeVisible()
  const [june] = bundledDailyCloses('ethereum', '2023-06-15', '2023-06-15') ?? []
  await expect(page.getByRole('option', { name: /^ETH/ })).toHaveText(
    `ETH (Ethereum): ${formatUsd(june?.close ?? 0)} (estimate)`,
  )
  await buy(page, 'ETH', '1')
  await page.getByRole('button', { name: '+1 month' }).click()
  await expect(page.getByRole('region', { name: 'Time travel' })).toContainText('Jul 15, 2023')
  const [july] = bundledDailyCloses('ethereum', '2023-07-15', '2023-07-15') ?? []
  await expect(value(page)).toContainText(
    formatUsd(10_000 + (july?.close ?? 0) - (june?.close ?? 0)),
  )
})
