import type { Page } from '@playwright/test'

import { withConsentDecided } from './support/consent'
import { layoutShifts, recordLayoutShifts } from './support/layout'
import { expect, test } from './support/test'

/**
 * The yield calculator, the watchlist and the simulator placed in an article as blocks (the seeded
 * lesson holds one of each): a summary and a link without script, the tool itself in place,
 * prefilled, once the reader comes near it.
 */
const LESSON = '/articles/hands-on-yield-watchlists-and-practice-trades'
const YIELD_SUMMARY = 'At 5% APY compounded daily, $1,000.00 becomes $1,051.27 in a year.'

const embed = (page: Page, tool: string) => page.locator(`.tool-embed[data-tool-embed="${tool}"]`)

/** Scrolls down as a reader does, a wheel turn at a time, until the tool has started. */
async function readDownTo(page: Page, tool: string): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 300)
    await expect(embed(page, tool)).toHaveAttribute('data-tool-embed-state', 'ready', {
      timeout: 250,
    })
  }).toPass({ timeout: 30_000, intervals: [0] })
}

test('without script the lesson shows each tool’s summary and a link to the full tool', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(LESSON)
  await expect(page.getByText(YIELD_SUMMARY, { exact: true })).toBeVisible()
  await expect(page.getByText(/^A watchlist of bitcoin, ethereum, and solana/)).toBeVisible()
  await expect(
    page.getByText(
      'A practice portfolio starting with $10,000.00 of virtual cash: it buys $3,200.00 of BTC and $1,600.00 of ETH at fixed sample prices and keeps $5,200.00 in cash.',
    ),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Open the DeFi Yield Calculator' }).click()
  await expect(page).toHaveURL('/tools/defi-yield?amount=1000&apy=5&frequency=daily')
  await expect(page.getByLabel('Custom APY', { exact: true })).toHaveValue('5')
  await context.close()
})

/** The text of every script the page loaded so far. */
async function loadedScripts(page: Page): Promise<string> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  )
  const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))
  return texts.join('\n')
}

test('with script each tool starts in place when the reader nears it, prefilled, and keeps the reader’s saved tools', async ({
  page,
}) => {
  await withConsentDecided(page)
  // An article without tool blocks loads none of their script, not even the loader.
  await page.goto('/articles/what-is-defi')
  expect(await loadedScripts(page)).not.toContain('data-tool-embed')

  await page.goto(LESSON)
  // The simulator is far below the first screen: its script has not been asked for yet.
  await expect(embed(page, 'simulator')).not.toHaveAttribute('data-tool-embed-state', 'ready')

  const calculator = embed(page, 'yield')
  await readDownTo(page, 'yield')
  await expect(calculator.getByLabel('Amount to deposit')).toHaveValue('1000')
  await expect(calculator.getByLabel('Custom APY', { exact: true })).toHaveValue('5')
  await expect(calculator).toContainText('$1,051.27')
  await calculator.getByLabel('Amount to deposit').fill('2000')
  await expect(calculator).toContainText('$2,102.53')
  await expect(page).toHaveURL(LESSON)

  const watchlist = embed(page, 'watchlist')
  await readDownTo(page, 'watchlist')
  const rows = watchlist.getByRole('table', { name: 'Your watchlist' }).getByRole('row')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(1)).toContainText('Bitcoin')
  await expect(rows.nth(3)).toContainText('Solana')

  const simulator = embed(page, 'simulator')
  await readDownTo(page, 'simulator')
  await expect(simulator.getByRole('group', { name: 'Cash' })).toContainText('$5,200.00')
  await expect(simulator.getByRole('table', { name: 'Holdings' })).toContainText('BTC')
  await simulator.getByRole('radio', { name: /^SOL / }).check()
  await simulator.getByLabel(/^Amount/).fill('10')
  await simulator.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(simulator.getByRole('group', { name: 'Cash' })).toContainText('$3,750.00')
  await expect(simulator.getByRole('link', { name: 'Open the Portfolio Simulator' })).toBeVisible()

  // The embedded tools never wrote over the reader's own watchlist or portfolio.
  expect(
    await page.evaluate(() => [
      window.localStorage.getItem('crypto-watchlist'),
      window.localStorage.getItem('blockwise-portfolio-simulator'),
    ]),
  ).toEqual([null, null])
})

test('a reader scrolling down finds each tool started, and nothing on screen moved', async ({
  page,
}) => {
  await withConsentDecided(page)
  await recordLayoutShifts(page)
  await page.goto(LESSON)
  for (const tool of ['yield', 'watchlist', 'simulator']) await readDownTo(page, tool)
  expect(await layoutShifts(page)).toEqual([])
})

test('a tool already in view when its script arrives waits for the reader to start it', async ({
  page,
}) => {
  await withConsentDecided(page)
  // Tall enough that the calculator and the watchlist are in view from the start.
  await page.setViewportSize({ width: 1280, height: 4000 })
  await recordLayoutShifts(page)
  await page.goto(LESSON)
  const calculator = embed(page, 'yield')
  await expect(calculator).toHaveAttribute('data-tool-embed-state', 'waiting')
  await expect(calculator.getByText(YIELD_SUMMARY, { exact: true })).toBeVisible()
  expect(await layoutShifts(page)).toEqual([])

  // From the keyboard: the reader carries on in the tool they started.
  await calculator.getByRole('button', { name: 'Use it here' }).focus()
  await page.keyboard.press('Enter')
  await expect(calculator).toHaveAttribute('data-tool-embed-state', 'ready')
  await expect(calculator.getByLabel('Amount to deposit')).toBeFocused()
  await expect(calculator.getByLabel('Amount to deposit')).toHaveValue('1000')
  await expect(calculator.getByRole('button', { name: 'Use it here' })).toHaveCount(0)
  // The other tools still wait: nothing moved that the reader did not ask for.
  await expect(embed(page, 'watchlist')).toHaveAttribute('data-tool-embed-state', 'waiting')
})
