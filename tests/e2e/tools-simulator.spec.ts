import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { reviewPicture } from './support/screenshots'

/** docs/product.md#screens to #validation, #errors, #limits: the portfolio simulator opened in place on /tools. */

const STORAGE_KEY = 'blockwise-portfolio-simulator'

test.beforeEach(async ({ page }) => withConsentDecided(page))

async function openSimulator(page: Page): Promise<void> {
  await page.goto('/tools')
  await page.getByRole('link', { name: 'Launch Portfolio Simulator' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Simulator' })).toBeVisible()
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label })
const amountInput = (page: Page) => page.getByLabel(/^Amount/)
const asset = (page: Page, symbol: string) =>
  page.getByRole('radio', { name: new RegExp(`^${symbol} `) })
const holdings = (page: Page) => page.getByRole('table', { name: 'Holdings' })
const history = (page: Page) => page.getByRole('table', { name: 'Trade history' })
const holdingRow = (page: Page, symbol: string) =>
  holdings(page).getByRole('row', { name: new RegExp(`^${symbol} `) })

async function placeOrder(
  page: Page,
  type: 'Buy' | 'Sell',
  symbol: string,
  amount: string,
): Promise<void> {
  await asset(page, symbol).check()
  await amountInput(page).fill(amount)
  await page.getByRole('button', { name: type, exact: true }).click()
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(page.getByText(title, { exact: true })).toBeVisible()
  await expect(page.getByText(description, { exact: true })).toBeVisible()
}

test('starts with $10,000.00 of virtual cash at simulated prices', async ({ page }) => {
  await openSimulator(page)
  await expect(page.getByText('Simulated prices — virtual money only')).toBeVisible()
  await expect(card(page, 'Cash')).toContainText('$10,000.00')
  await expect(card(page, 'Holdings value')).toContainText('$0.00')
  await expect(card(page, 'Total value')).toContainText('$10,000.00')
  await expect(card(page, 'Total return')).toContainText('$0.00')
  await expect(card(page, 'Total return')).toContainText('0.00%')

  const radios = page.getByRole('radio')
  await expect(radios).toHaveCount(8)
  for (const symbol of ['BTC', 'ETH', 'SOL', 'ADA', 'AVAX', 'DOT', 'LINK', 'UNI']) {
    await expect(asset(page, symbol)).not.toBeChecked()
  }
  await expect(asset(page, 'BTC')).toHaveAccessibleName(/\$64,000\.00 \+2\.35% in 24 hours$/)

  const amount = amountInput(page)
  await expect(amount).toHaveAttribute('type', 'number')
  await expect(amount).toHaveAttribute('step', '0.000001')
  await expect(amount).toHaveAttribute('min', '0')
  await expect(
    page.getByText('No holdings yet. Pick an asset above and buy to get started.'),
  ).toBeVisible()
  await expect(
    page.getByText('No trades yet. Your buys and sells will be listed here.'),
  ).toBeVisible()
})

test('buys, buys again at the same price, sells, then sells everything', async ({ page }) => {
  await openSimulator(page)

  await asset(page, 'BTC').check()
  await amountInput(page).fill('0.05')
  await expect(page.getByText('Estimated cost')).toBeVisible()
  await expect(page.locator('dd', { hasText: '$3,200.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectToast(page, 'Buy Order Executed', 'Bought 0.05 BTC at $64,000.00')
  await expect(card(page, 'Cash')).toContainText('$6,800.00')
  await expect(card(page, 'Holdings value')).toContainText('$3,200.00')
  await expect(holdingRow(page, 'BTC')).toContainText('0.05')
  await expect(amountInput(page)).toHaveValue('')

  await placeOrder(page, 'Buy', 'BTC', '0.1')
  await expectToast(page, 'Buy Order Executed', 'Bought 0.1 BTC at $64,000.00')
  const row = holdingRow(page, 'BTC')
  await expect(row.getByRole('cell')).toHaveText([
    '0.15',
    '$64,000.00',
    '$64,000.00',
    '$9,600.00',
    '$0.000.00%',
    '96.00%',
  ])
  await expect(card(page, 'Cash')).toContainText('$400.00')
  await expect(card(page, 'Total value')).toContainText('$10,000.00')

  await placeOrder(page, 'Sell', 'BTC', '0.05')
  await expectToast(page, 'Sell Order Executed', 'Sold 0.05 BTC at $64,000.00')
  await expect(holdingRow(page, 'BTC').getByRole('cell').first()).toHaveText('0.1')
  await expect(card(page, 'Cash')).toContainText('$3,600.00')

  await page.getByRole('button', { name: 'All held' }).click()
  await expect(amountInput(page)).toHaveValue('0.1')
  await page.getByRole('button', { name: 'Sell', exact: true }).click()
  await expectToast(page, 'Sell Order Executed', 'Sold 0.1 BTC at $64,000.00')
  await expect(holdings(page)).toBeHidden()
  await expect(
    page.getByText('No holdings yet. Pick an asset above and buy to get started.'),
  ).toBeVisible()
  await expect(card(page, 'Cash')).toContainText('$10,000.00')
  await expect(card(page, 'Total return')).toContainText('$0.00')
  await expect(card(page, 'Total return')).toContainText('0.00%')

  // Newest at the top: type, asset, amount, price, total.
  const rows = history(page).getByRole('row')
  await expect(rows).toHaveCount(5)
  const summary = async (index: number) =>
    (await rows.nth(index).getByRole('cell').allInnerTexts()).slice(0, 5).join(' | ')
  expect(await summary(1)).toBe('Sell | BTC | 0.1 | $64,000.00 | $6,400.00')
  expect(await summary(2)).toBe('Sell | BTC | 0.05 | $64,000.00 | $3,200.00')
  expect(await summary(3)).toBe('Buy | BTC | 0.1 | $64,000.00 | $6,400.00')
  expect(await summary(4)).toBe('Buy | BTC | 0.05 | $64,000.00 | $3,200.00')
})

test('every mistake gets its own toast and changes nothing', async ({ page }) => {
  await openSimulator(page)

  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectToast(page, 'Invalid Trade', 'Please select an asset and enter a valid amount')

  await placeOrder(page, 'Buy', 'BTC', '1')
  await expectToast(
    page,
    'Insufficient Funds',
    'You need $64,000.00 but only have $10,000.00 available',
  )

  await placeOrder(page, 'Buy', 'BTC', '0')
  await expectToast(page, 'Invalid Trade', 'Please select an asset and enter a valid amount')

  await placeOrder(page, 'Sell', 'BTC', '0.5')
  await expectToast(page, 'Insufficient Holdings', "You don't have enough BTC to sell")

  await placeOrder(page, 'Sell', 'ETH', '-1')
  await expectToast(page, 'Invalid Trade', 'Please select an asset and enter a valid amount')

  // Selling more than is held, with some held.
  await placeOrder(page, 'Buy', 'ETH', '1')
  await expectToast(page, 'Buy Order Executed', 'Bought 1 ETH at $3,200.00')
  await placeOrder(page, 'Sell', 'ETH', '1.000001')
  await expectToast(page, 'Insufficient Holdings', "You don't have enough ETH to sell")
  await placeOrder(page, 'Buy', 'ETH', '3')
  await expectToast(
    page,
    'Insufficient Funds',
    'You need $9,600.00 but only have $6,800.00 available',
  )

  // A failed order keeps what was typed, and touched neither cash nor history.
  await expect(amountInput(page)).toHaveValue('3')
  await expect(card(page, 'Cash')).toContainText('$6,800.00')
  await expect(history(page).getByRole('row')).toHaveCount(2)
  await expect(holdingRow(page, 'ETH').getByRole('cell').first()).toHaveText('1')
})

test('the keyboard alone can choose an asset and trade', async ({ page }) => {
  await openSimulator(page)
  await asset(page, 'BTC').focus()
  await page.keyboard.press('ArrowRight')
  await expect(asset(page, 'ETH')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(amountInput(page)).toBeFocused()
  await page.keyboard.type('2')
  // Enter in the field places nothing: a trade needs an explicit Buy or Sell.
  await page.keyboard.press('Enter')
  await expect(history(page)).toBeHidden()
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  for (
    let step = 0;
    step < 5 && !(await buy.evaluate((node) => node === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(buy).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Buy Order Executed', 'Bought 2 ETH at $3,200.00')
  await expect(card(page, 'Cash')).toContainText('$3,600.00')
})

test('the portfolio survives a reload, and Reset starts over', async ({ page }) => {
  await openSimulator(page)
  await placeOrder(page, 'Buy', 'ETH', '0.75')
  await expectToast(page, 'Buy Order Executed', 'Bought 0.75 ETH at $3,200.00')
  await placeOrder(page, 'Buy', 'SOL', '10')
  await expectToast(page, 'Buy Order Executed', 'Bought 10 SOL at $145.00')

  await page.reload()
  await expect(card(page, 'Cash')).toContainText('$6,150.00')
  await expect(holdingRow(page, 'ETH').getByRole('cell').first()).toHaveText('0.75')
  await expect(holdingRow(page, 'SOL').getByRole('cell').first()).toHaveText('10')
  await expect(history(page).getByRole('row')).toHaveCount(3)

  await page.getByRole('button', { name: 'Reset Portfolio' }).click()
  await expectToast(page, 'Portfolio Reset', 'Your portfolio has been reset to $10,000 cash')
  await expect(card(page, 'Cash')).toContainText('$10,000.00')
  await expect(holdings(page)).toBeHidden()
  await expect(history(page)).toBeHidden()

  await page.reload()
  await expect(card(page, 'Cash')).toContainText('$10,000.00')
  await expect(
    page.getByText('No trades yet. Your buys and sells will be listed here.'),
  ).toBeVisible()
})

test('total return is measured against $10,000', async ({ page }) => {
  await page.goto('/tools/portfolio-simulator')
  // A portfolio saved earlier: 0.1 BTC bought at $50,000, now worth the $64,000 sample price.
  await page.evaluate((key) => {
    window.localStorage.setItem(
      key,
      JSON.stringify({
        cash: 5_000,
        holdings: [
          {
            id: 'h1',
            symbol: 'BTC',
            name: 'Bitcoin',
            amount: 0.1,
            avgBuyPrice: 50_000,
            currentPrice: 50_000,
            allocation: 50,
          },
        ],
        trades: [
          {
            id: 't1',
            type: 'buy',
            symbol: 'BTC',
            amount: 0.1,
            price: 50_000,
            timestamp: '2026-01-02T10:00:00.000Z',
            total: 5_000,
          },
        ],
      }),
    )
  }, STORAGE_KEY)
  await page.reload()
  await expect(card(page, 'Total value')).toContainText('$11,400.00')
  await expect(card(page, 'Total return')).toContainText('+$1,400.00')
  await expect(card(page, 'Total return')).toContainText('+14.00%')
  await expect(holdingRow(page, 'BTC').getByRole('cell')).toHaveText([
    '0.1',
    '$50,000.00',
    '$64,000.00',
    '$6,400.00',
    '+$1,400.00+28.00%',
    '56.14%',
  ])
  const legend = page.getByRole('list', { name: 'Allocation of total value' })
  await expect(legend.getByRole('listitem')).toHaveText([
    'Cash$5,000.0043.86%',
    'BTC$6,400.0056.14%',
  ])
})

test('a corrupt saved value falls back to the start state', async ({ page }) => {
  await page.goto('/tools/portfolio-simulator')
  await page.evaluate((key) => window.localStorage.setItem(key, '{"cash": -5, oops'), STORAGE_KEY)
  await page.reload()
  await expect(card(page, 'Cash')).toContainText('$10,000.00')
  await placeOrder(page, 'Buy', 'LINK', '3')
  await expectToast(page, 'Buy Order Executed', 'Bought 3 LINK at $14.20')
  await expect(card(page, 'Cash')).toContainText('$9,957.40')
})

test('a browser that refuses to save still trades', async ({ page }) => {
  await page.addInitScript((key) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the storage as `this`
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key) throw new DOMException('Storage is full', 'QuotaExceededError')
      setItem.call(this, name, value)
    }
  }, STORAGE_KEY)
  await openSimulator(page)
  await placeOrder(page, 'Buy', 'UNI', '4')
  await expectToast(page, 'Buy Order Executed', 'Bought 4 UNI at $7.50')
  await expect(card(page, 'Cash')).toContainText('$9,970.00')
  await expect(page.getByText(/This browser would not save your portfolio/)).toBeVisible()
})

test('Back to Tools returns to the overview', async ({ page }) => {
  await openSimulator(page)
  await page.getByRole('link', { name: 'Back to Tools' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Free crypto tools' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Launch Portfolio Simulator' })).toBeVisible()
})

test('has no serious or critical accessibility violations with holdings', async ({ page }) => {
  await openSimulator(page)
  await placeOrder(page, 'Buy', 'BTC', '0.05')
  await expectToast(page, 'Buy Order Executed', 'Bought 0.05 BTC at $64,000.00')
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious).toEqual([])
})

for (const width of [390, 1280]) {
  test(`at ${width}px after a few trades, nothing is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openSimulator(page)
    await placeOrder(page, 'Buy', 'BTC', '0.05')
    await expectToast(page, 'Buy Order Executed', 'Bought 0.05 BTC at $64,000.00')
    await placeOrder(page, 'Buy', 'ETH', '0.75')
    await expectToast(page, 'Buy Order Executed', 'Bought 0.75 ETH at $3,200.00')
    await placeOrder(page, 'Buy', 'SOL', '10')
    await expectToast(page, 'Buy Order Executed', 'Bought 10 SOL at $145.00')
    await placeOrder(page, 'Sell', 'ETH', '0.25')
    await expectToast(page, 'Sell Order Executed', 'Sold 0.25 ETH at $3,200.00')
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page.getByText('Sell Order Executed', { exact: true })).toBeHidden()
    // Nothing wider than the viewport: the tables scroll inside their own panels.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    // From the top, so the sticky site header sits where a reader sees it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await reviewPicture(page, `tools-simulator-${width}`)
  })
}
