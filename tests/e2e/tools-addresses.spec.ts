import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const TOOLS = [
  { name: 'DeFi Yield Calculator', path: '/tools/defi-yield' },
  { name: 'Crypto Watchlist', path: '/tools/watchlist' },
  { name: 'Portfolio Simulator', path: '/tools/portfolio-simulator' },
]

for (const width of [390, 1280]) {
  test(`at ${width} px each tool opens in place at its own address, and Back and Forward move between it and the overview`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/tools')
    // Marks this document: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const overview = page.getByRole('heading', { level: 1, name: 'Free crypto tools' })
    for (const { name, path } of TOOLS) {
      await page.getByRole('link', { name: `Launch ${name}` }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${name} \\|`))
      await page.goBack()
      await expect(page).toHaveURL('/tools')
      await expect(overview).toBeVisible()
      await page.goForward()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await page.getByRole('link', { name: 'Back to Tools' }).click()
      await expect(page).toHaveURL('/tools')
      await expect(overview).toBeVisible()
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
}

test('a deep link opens the tool directly, with its own title, description and canonical URL', async ({
  page,
  request,
}) => {
  for (const { name, path } of TOOLS) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<title>${name} \\| [^<]+</title>`))
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"/>`))
    expect(html).toContain(`>${name}</h1>`)
  }
  await page.goto('/tools/portfolio-simulator')
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Simulator' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Tools' }).click()
  await expect(page).toHaveURL('/tools')
  expect((await request.get('/tools/no-such-tool')).status()).toBe(404)
})

test('without script the tools are plain links to server-rendered tool pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/tools')
  await page.getByRole('link', { name: 'Launch Crypto Watchlist' }).click()
  await expect(page).toHaveURL('/tools/watchlist')
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto Watchlist' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Tools' }).click()
  await expect(page).toHaveURL('/tools')
  await context.close()
})

test.describe('a yield calculation in the URL', () => {
  const amount = (page: Page) => page.getByLabel('Amount to deposit')
  const protocol = (page: Page) => page.getByLabel('Protocol', { exact: true })
  const customApy = (page: Page) => page.getByLabel('Custom APY', { exact: true })
  const frequency = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Compounding frequency' }).getByRole('radio', { name })

  test('follows the inputs without adding history, and a shared URL opens the same calculation', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/tools/defi-yield')
    await expect(page).toHaveURL('/tools/defi-yield')
    const historyLength = await page.evaluate(() => history.length)
    await amount(page).fill('2500')
    await protocol(page).selectOption('Morpho')
    await frequency(page, 'Monthly').check()
    await expect(page).toHaveURL('/tools/defi-yield?amount=2500&protocol=Morpho&frequency=monthly')
    await protocol(page).selectOption('Custom APY')
    await customApy(page).fill('12.5')
    await expect(page).toHaveURL('/tools/defi-yield?amount=2500&apy=12.5&frequency=monthly')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)

    const shared = await context.newPage()
    await shared.goto(page.url())
    await expect(amount(shared)).toHaveValue('2500')
    await expect(protocol(shared)).toHaveValue('__custom__')
    await expect(customApy(shared)).toHaveValue('12.5')
    await expect(frequency(shared, 'Monthly')).toBeChecked()

    await shared.goto('/tools/defi-yield?amount=5000&protocol=Morpho&frequency=weekly')
    await expect(amount(shared)).toHaveValue('5000')
    await expect(protocol(shared)).toHaveValue('Morpho')
    await expect(frequency(shared, 'Weekly')).toBeChecked()
  })

  test('ignores invalid or hostile values and starts from the defaults', async ({
    page,
    request,
  }) => {
    const hostile =
      '/tools/defi-yield?amount=-5&apy=%3Cscript%3Ealert(1)%3C%2Fscript%3E&protocol=__proto__&frequency=constructor'
    expect((await request.get(hostile)).status()).toBe(200)
    expect((await request.get('/tools/defi-yield?amount=1&amount=2&apy=1e999')).status()).toBe(200)
    await page.goto(hostile)
    await expect(amount(page)).toHaveValue('1000')
    await expect(protocol(page)).toHaveValue('Aave V3')
    await expect(frequency(page, 'Daily')).toBeChecked()
    // The address bar drops what it could not use.
    await expect(page).toHaveURL('/tools/defi-yield')
  })
})
