import type { Page, Request, Response } from '@playwright/test'

import { fakeCoinGecko } from '../fakes/coingecko'

import { withConsentDecided } from './support/consent'
import { layoutShifts, recordLayoutShifts } from './support/layout'
import { expect, test } from './support/test'

/**
 * Live coin mentions in a seeded article that mentions bitcoin twice and ether once: one batched
 * market call fills every mention in the space kept for it, the reader can add a coin to the
 * watchlist, and without market data the mentions keep their name and symbol.
 */
const ARTICLE = '/articles/spot-bitcoin-etfs-arrive-in-the-us-what-the-sec-approval-means'
const WITHOUT_MENTIONS = '/articles/how-gas-fees-work'
const control = process.env.E2E_COINGECKO_CONTROL_URL ?? ''

test.beforeEach(async ({ page }) => {
  await fakeCoinGecko.reset(control)
  await withConsentDecided(page)
  await page.setViewportSize({ width: 360, height: 740 })
})

const mentions = (page: Page, coin: string) => page.locator(`.coin-mention[data-coin="${coin}"]`)

function marketCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/market/coins') calls.push(request)
  })
  return calls
}

/** What went wrong in the page, for a failure's message: its errors and failed requests. */
function pageTrouble(page: Page): string[] {
  const trouble: string[] = []
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console error: ${message.text()}`)
  })
  page.on('requestfailed', (request) =>
    trouble.push(`failed request: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  )
  return trouble
}

test('one market call fills every mention, and adds to the watchlist', async ({ page }) => {
  const calls = marketCalls(page)
  const trouble = pageTrouble(page)
  const market = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/market/coins', {
      timeout: 20_000,
    })
    .catch(() => null)
  await page.goto(ARTICLE)
  const bitcoin = mentions(page, 'bitcoin').first()
  await bitcoin.scrollIntoViewIfNeeded()
  // A call never made, or a failed one, would leave the mentions bare: say why.
  const answer = await market
  if (!answer) {
    const chips = await page.locator('.coin-mention').count()
    throw new Error(
      `No market call within 20 s (${chips} mentions on the page): ${trouble.join('; ') || 'no page error or failed request'}`,
    )
  }
  expect(answer.status(), await answer.text()).toBe(200)
  await expect(bitcoin).toContainText(/bitcoin BTC\s*\$64,\d{3}\.\d{2}\s*24-hour change \+1\.82%/)
  await mentions(page, 'ethereum').scrollIntoViewIfNeeded()
  await expect(mentions(page, 'ethereum')).toContainText(/Ether ETH\s*\$3,\d{3}\.\d{2}/)
  await expect(mentions(page, 'ethereum').locator('.coin-mention-down')).toHaveText(
    '24-hour change -0.64%',
  )
  await expect(mentions(page, 'bitcoin').last()).toContainText('+1.82%')
  expect(calls.map((call) => new URL(call.url()).searchParams.get('ids'))).toEqual([
    'bitcoin,ethereum',
  ])

  const add = page.getByRole('button', { name: 'Add Bitcoin to watchlist' }).first()
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Added to your watchlist', { exact: true })).toBeVisible()
  await add.click()
  await expect(page.getByText('Already in your watchlist', { exact: true })).toBeVisible()
  await page.goto('/tools/watchlist')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Bitcoin')
  await expect(rows.first()).toContainText('BTC')
})

test('prices arriving move nothing', async ({ page }) => {
  await recordLayoutShifts(page)
  await page.goto(ARTICLE)
  const bitcoin = mentions(page, 'bitcoin').first()
  await bitcoin.scrollIntoViewIfNeeded()
  await expect(bitcoin).toContainText('+1.82%')
  expect(await layoutShifts(page)).toEqual([])
})

test('without market data a mention shows its name and symbol only; no mentions, no script', async ({
  page,
}) => {
  const scripts: Array<Promise<string>> = []
  const keepScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  }
  page.on('response', keepScript)
  await page.goto(WITHOUT_MENTIONS)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  // Every script of this page read, and none of the next one's: its bodies go with its navigation.
  await page.waitForLoadState('networkidle')
  page.off('response', keepScript)
  expect(scripts.length).toBeGreaterThan(3)
  for (const script of await Promise.all(scripts)) expect(script).not.toContain('[data-coin]')

  const calls = marketCalls(page)
  await page.route('**/api/market/coins**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Market data is temporarily unavailable.' }),
    }),
  )
  await page.goto(ARTICLE)
  const bitcoin = mentions(page, 'bitcoin').first()
  await bitcoin.scrollIntoViewIfNeeded()
  await expect(bitcoin).toHaveClass(/coin-mention-off/)
  await expect(bitcoin).toHaveText('bitcoin BTC')
  await expect(mentions(page, 'ethereum')).toHaveText('Ether ETH')
  await expect(page.getByRole('button', { name: /to watchlist/ })).toHaveCount(0)
  expect(calls).toHaveLength(1)
})
