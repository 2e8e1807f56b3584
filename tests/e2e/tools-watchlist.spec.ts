import type { Page } from '@playwright/test'

import { fakeCoinGecko } from '../fakes/coingecko'

import { withConsentDecided } from './support/consent'
import { REVIEW_WIDTHS, reviewPicture } from './support/screenshots'
import { expect, test } from './support/test'

const control = process.env.E2E_COINGECKO_CONTROL_URL ?? ''

test.beforeEach(async ({ page }) => {
  await fakeCoinGecko.reset(control)
  await withConsentDecided(page)
  await page.goto('/tools')
  await page.getByRole('link', { name: 'Launch Crypto Watchlist' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto Watchlist' })).toBeVisible()
})

const input = (page: Page) => page.getByLabel('Coin ID, symbol or name')
const addButton = (page: Page) => page.getByRole('button', { name: 'Add' })
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const toastTitle = (page: Page, text: string) => page.getByText(text, { exact: true })

async function add(page: Page, query: string) {
  await input(page).fill(query)
  await input(page).press('Enter')
}

test('blank input does nothing and keeps the add button disabled', async ({ page }) => {
  await expect(addButton(page)).toBeDisabled()
  await input(page).fill('   ')
  await expect(addButton(page)).toBeDisabled()
  await input(page).press('Enter')
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible()
})

test('adds by id, symbol or name, with price, 24h change, high and low', async ({ page }) => {
  await add(page, 'bitcoin')
  await expect(toastTitle(page, 'Token added')).toBeVisible()
  await expect(input(page)).toHaveValue('')
  await input(page).fill('ETH')
  await addButton(page).click()
  await expect(rows(page)).toHaveCount(2)
  await add(page, 'Solana')
  await expect(rows(page)).toHaveCount(3)
  const bitcoin = rows(page).filter({ hasText: 'Bitcoin' })
  await expect(bitcoin).toContainText('BTC')
  await expect(bitcoin).toContainText(/\$64,\d{3}\.\d{2}/)
  await expect(bitcoin).toContainText('+1.82%')
  await expect(page.getByText(/Prices from CoinGecko, fetched at \d{2}:\d{2}:\d{2}/)).toBeVisible()
})

test('the next coin can be typed and added while the last one is still being looked up', async ({
  page,
}) => {
  let releaseFirstLookup = () => {}
  const firstLookupHeld = new Promise<void>((resolve) => (releaseFirstLookup = resolve))
  let lookups = 0
  await page.route('**/api/market/**', async (route) => {
    lookups += 1
    if (lookups === 1) await firstLookupHeld
    await route.continue()
  })
  await add(page, 'bitcoin')
  await add(page, 'solana')
  await expect(rows(page).filter({ hasText: 'Solana' })).toHaveCount(1)
  await input(page).fill('eth')
  releaseFirstLookup()
  await expect(rows(page)).toHaveCount(2)
  await expect(input(page)).toHaveValue('eth')
})

test('prices under 0.01 show 6 decimals', async ({ page }) => {
  await add(page, 'shiba-inu')
  await expect(rows(page).filter({ hasText: 'Shiba Inu' })).toContainText(/\$0\.0000\d{2}/)
})

test('a coin already listed is refused, whatever the case', async ({ page }) => {
  await add(page, 'bitcoin')
  await expect(rows(page)).toHaveCount(1)
  await add(page, 'BTC')
  await expect(toastTitle(page, 'Token already in watchlist')).toBeVisible()
  await add(page, 'BITCOIN')
  await expect(rows(page)).toHaveCount(1)
})

test('an unknown coin gives "Token not found" with the coin-id hint', async ({ page }) => {
  await add(page, 'definitely-not-a-coin')
  await expect(toastTitle(page, 'Token not found')).toBeVisible()
  await expect(
    page.getByText('Use the full coin ID, such as bitcoin or ethereum.', { exact: true }),
  ).toBeVisible()
})

test('remove and refresh, with their toasts', async ({ page }) => {
  await add(page, 'bitcoin')
  await add(page, 'ethereum')
  await expect(rows(page)).toHaveCount(2)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(toastTitle(page, 'Prices updated')).toBeVisible()
  await page.getByRole('button', { name: 'Remove Bitcoin' }).click()
  await expect(toastTitle(page, 'Token removed')).toBeVisible()
  await expect(rows(page)).toHaveCount(1)
})

test('a failed refresh says "Update failed"', async ({ page }) => {
  await add(page, 'solana')
  await page.route('**/api/market/coins**', (route) => route.abort('failed'))
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(toastTitle(page, 'Update failed')).toBeVisible()
  await expect(
    page.getByText('Could not refresh token prices. Please try again.', { exact: true }),
  ).toBeVisible()
})

test('the list survives a reload, stored by coin id under the watchlist key', async ({ page }) => {
  await add(page, 'bitcoin')
  await add(page, 'solana')
  await expect(rows(page)).toHaveCount(2)
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('crypto-watchlist') ?? '[]') as Array<{ id: string }>,
  )
  expect(stored.map((token) => token.id)).toEqual(['bitcoin', 'solana'])
  await page.reload()
  await expect(rows(page)).toHaveCount(2)
})

test('Back to Tools returns to the overview', async ({ page }) => {
  await add(page, 'bitcoin')
  await add(page, 'shiba-inu')
  await expect(rows(page)).toHaveCount(2)
  for (const width of REVIEW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await reviewPicture(page, `tools-watchlist-${width}`)
  }
  await page.getByRole('link', { name: 'Back to Tools' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Free crypto tools' })).toBeVisible()
})
