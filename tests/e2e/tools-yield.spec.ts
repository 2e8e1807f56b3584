import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { PROTOCOLS, type DefiProtocol } from '@blockwise/shared/tools/yield/protocols'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { reviewPicture } from './support/screenshots'

async function openCalculator(page: Page): Promise<void> {
  await page.goto('/tools')
  await page.getByRole('link', { name: 'Launch DeFi Yield Calculator' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'DeFi Yield Calculator' })).toBeVisible()
}

const results = (page: Page) => page.getByRole('region', { name: 'Your estimated yield' })

/** The value shown for one figure of the results, found by its label. */
function figure(page: Page, label: string): Locator {
  return results(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first()
}

async function expectFigures(
  page: Page,
  period: string,
  values: { perPeriod: string; simple: string; compounded: string; extra: string },
): Promise<void> {
  await expect(figure(page, `Per ${period}, simple`)).toHaveText(values.perPeriod)
  await expect(figure(page, 'Yearly gain, simple')).toHaveText(values.simple)
  await expect(figure(page, 'Yearly gain, compounded')).toHaveText(values.compounded)
  await expect(figure(page, 'Extra from compounding')).toHaveText(values.extra)
}

const amountInput = (page: Page) => page.getByLabel('Amount to deposit')
const protocolPicker = (page: Page) => page.getByLabel('Protocol', { exact: true })
const customApyInput = (page: Page) => page.getByLabel('Custom APY', { exact: true })
const frequency = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Compounding frequency' }).getByRole('radio', { name })

test.describe('DeFi yield calculator', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page)
    await openCalculator(page)
  })

  test('starts at 1000 on Aave V3, compounding daily, with its yield worked out', async ({
    page,
  }) => {
    await expect(amountInput(page)).toHaveValue('1000')
    await expect(protocolPicker(page)).toHaveValue('Aave V3')
    await expect(frequency(page, 'Daily')).toBeChecked()
    // 4.8 % of $1,000: $48 a year simply, 1000 × (1 + 0.048/365)^365 − 1000 compounded.
    await expectFigures(page, 'day', {
      perPeriod: '$0.13',
      simple: '$48.00',
      compounded: '$49.17',
      extra: '$1.17',
    })
    await expect(results(page).getByRole('status')).toHaveText(
      'After one year, $1,000.00 grows to $1,049.17 compounded daily: $1.17 more than the $48.00 that simple yield pays.',
    )
    await expect(page.locator('.recharts-line')).toHaveCount(2)
  })

  test('works out a chosen protocol for each compounding frequency', async ({ page }) => {
    await protocolPicker(page).selectOption('Jito')
    await expect(page.getByRole('group', { name: 'Jito details' })).toContainText('7.60%')
    await expectFigures(page, 'day', {
      perPeriod: '$0.21',
      simple: '$76.00',
      compounded: '$78.95',
      extra: '$2.95',
    })

    await protocolPicker(page).selectOption('Aave V3')
    await frequency(page, 'Weekly').check()
    await expectFigures(page, 'week', {
      perPeriod: '$0.92',
      simple: '$48.00',
      compounded: '$49.15',
      extra: '$1.15',
    })
    await frequency(page, 'Monthly').check()
    await expectFigures(page, 'month', {
      perPeriod: '$4.00',
      simple: '$48.00',
      compounded: '$49.07',
      extra: '$1.07',
    })
    await frequency(page, 'Yearly').check()
    await expectFigures(page, 'year', {
      perPeriod: '$48.00',
      simple: '$48.00',
      compounded: '$48.00',
      extra: '$0.00',
    })
    await expect(results(page).getByRole('status')).toHaveText(
      'After one year, $1,000.00 grows to $1,048.00. Compounding once a year pays the same as simple yield.',
    )
    await frequency(page, 'Daily').check()
    await expectFigures(page, 'day', {
      perPeriod: '$0.13',
      simple: '$48.00',
      compounded: '$49.17',
      extra: '$1.17',
    })
  })

  test('works out a custom APY for each compounding frequency', async ({ page }) => {
    await protocolPicker(page).selectOption({ label: 'Custom APY' })
    // It starts from the APY of the protocol chosen before.
    await expect(customApyInput(page)).toHaveValue('4.8')
    await customApyInput(page).fill('12')
    await amountInput(page).fill('2500')

    await expectFigures(page, 'day', {
      perPeriod: '$0.82',
      simple: '$300.00',
      compounded: '$318.69',
      extra: '$18.69',
    })
    await frequency(page, 'Weekly').check()
    await expectFigures(page, 'week', {
      perPeriod: '$5.77',
      simple: '$300.00',
      compounded: '$318.35',
      extra: '$18.35',
    })
    await frequency(page, 'Monthly').check()
    // 2500 × 1.01^12 − 2500
    await expectFigures(page, 'month', {
      perPeriod: '$25.00',
      simple: '$300.00',
      compounded: '$317.06',
      extra: '$17.06',
    })
    await frequency(page, 'Yearly').check()
    await expectFigures(page, 'year', {
      perPeriod: '$300.00',
      simple: '$300.00',
      compounded: '$300.00',
      extra: '$0.00',
    })
  })

  test('computes nothing while the amount or the APY is 0 (docs/product.md#validation)', async ({
    page,
  }) => {
    const status = results(page).getByRole('status')
    await amountInput(page).fill('0')
    await expect(status).toHaveText('Enter an amount above zero to see your yield.')
    await expect(results(page).locator('dl')).toHaveCount(0)
    await expect(page.locator('.recharts-line')).toHaveCount(0)

    await amountInput(page).fill('')
    await expect(status).toHaveText('Enter an amount above zero to see your yield.')

    await amountInput(page).fill('1000')
    await expect(figure(page, 'Yearly gain, simple')).toHaveText('$48.00')

    await protocolPicker(page).selectOption({ label: 'Custom APY' })
    await customApyInput(page).fill('0')
    await expect(status).toHaveText('Enter an APY above zero to see your yield.')
    await expect(results(page).locator('dl')).toHaveCount(0)

    await customApyInput(page).fill('5')
    await expect(figure(page, 'Yearly gain, simple')).toHaveText('$50.00')
  })

  test("a row's Use button loads that protocol into the calculator", async ({ page }) => {
    await amountInput(page).fill('5000')
    await page.getByRole('button', { name: 'Use Lido' }).click()
    await expect(protocolPicker(page)).toHaveValue('Lido')
    await expect(protocolPicker(page)).toBeFocused()
    await expect(page.getByRole('button', { name: 'In use (Lido)' })).toBeVisible()
    await expectFigures(page, 'day', {
      perPeriod: '$0.38',
      simple: '$140.00',
      compounded: '$141.97',
      extra: '$1.97',
    })
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(', ')}`)
    }
    await expect(page.locator('.recharts-line')).toHaveCount(2)
    expect(await check()).toEqual([])
    await protocolPicker(page).selectOption({ label: 'Custom APY' })
    await customApyInput(page).fill('0')
    expect(await check()).toEqual([])
  })

  test('Back to Tools returns to the overview', async ({ page }) => {
    await page.getByRole('link', { name: 'Back to Tools' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Free crypto tools' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Launch DeFi Yield Calculator' })).toBeVisible()
  })
})

test.describe('protocol table', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page)
    await openCalculator(page)
  })

  const table = (page: Page) => page.getByRole('table', { name: /DeFi protocols/ })
  const names = (page: Page) => table(page).locator('tbody th[scope="row"]').allTextContents()
  const header = (page: Page, name: string) =>
    table(page).getByRole('columnheader', { name, exact: true })

  // Expected orders, worked out here independently of the app's sorting code. Ties keep the
  // table's own order (the sort is stable).
  const tvlDollars = (tvl: string) =>
    Number.parseFloat(tvl) * ({ B: 1e9, M: 1e6, K: 1e3 }[tvl.slice(-1).toUpperCase()] ?? 1)
  const riskRank = { Low: 1, Medium: 2, High: 3 } as const
  const ordered = (compare: (a: DefiProtocol, b: DefiProtocol) => number) =>
    [...PROTOCOLS].sort(compare).map((protocol) => protocol.name)

  const COLUMNS = [
    {
      header: 'Protocol',
      first: 'ascending',
      asc: ordered((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      desc: ordered((a, b) => b.name.localeCompare(a.name, 'en', { sensitivity: 'base' })),
    },
    {
      header: 'APY',
      first: 'descending',
      asc: ordered((a, b) => a.apy - b.apy),
      desc: ordered((a, b) => b.apy - a.apy),
    },
    {
      header: 'TVL',
      first: 'descending',
      asc: ordered((a, b) => tvlDollars(a.tvl) - tvlDollars(b.tvl)),
      desc: ordered((a, b) => tvlDollars(b.tvl) - tvlDollars(a.tvl)),
    },
    {
      header: 'Risk',
      first: 'ascending',
      asc: ordered((a, b) => riskRank[a.riskLevel] - riskRank[b.riskLevel]),
      desc: ordered((a, b) => riskRank[b.riskLevel] - riskRank[a.riskLevel]),
    },
  ] as const

  test('lists the 38 protocols by APY, highest first, with the date and source', async ({
    page,
  }) => {
    await expect(table(page).locator('tbody tr')).toHaveCount(38)
    await expect(header(page, 'APY')).toHaveAttribute('aria-sort', 'descending')
    for (const other of ['Protocol', 'TVL', 'Risk']) {
      await expect(header(page, other)).not.toHaveAttribute('aria-sort')
    }
    const shown = await names(page)
    expect(shown).toEqual(COLUMNS[1].desc)
    expect(shown.slice(0, 3)).toEqual(['Aerodrome', 'Velodrome', 'Raydium'])
    expect(shown.at(-1)).toBe('Curve')
    await expect(table(page).locator('tbody tr').first()).toContainText('32.50%')
    await expect(page.getByText('Figures as of 24 August 2025.')).toBeVisible()
    await expect(
      page.getByText(/compiled from public protocol dashboards and DefiLlama/),
    ).toBeVisible()
  })

  for (const column of COLUMNS) {
    test(`sorts by ${column.header} both ways; the same header toggles`, async ({ page }) => {
      const th = header(page, column.header)
      const button = th.getByRole('button', { name: column.header, exact: true })
      // APY is sorted already (descending): its first click toggles to ascending.
      const firstDirection = column.header === 'APY' ? 'ascending' : column.first
      const secondDirection = firstDirection === 'ascending' ? 'descending' : 'ascending'
      const orderFor = (direction: string) => (direction === 'ascending' ? column.asc : column.desc)

      await button.click()
      await expect(th).toHaveAttribute('aria-sort', firstDirection)
      expect(await names(page)).toEqual(orderFor(firstDirection))

      await button.click()
      await expect(th).toHaveAttribute('aria-sort', secondDirection)
      expect(await names(page)).toEqual(orderFor(secondDirection))

      await button.click()
      await expect(th).toHaveAttribute('aria-sort', firstDirection)
      expect(await names(page)).toEqual(orderFor(firstDirection))
    })
  }

  test('spot checks: A to Z, largest TVL and safest first', async ({ page }) => {
    await header(page, 'Protocol').getByRole('button').click()
    expect((await names(page)).slice(0, 3)).toEqual(['Aave V3', 'Aerodrome', 'Alpaca Finance'])
    await header(page, 'TVL').getByRole('button').click()
    expect((await names(page)).slice(0, 3)).toEqual(['Aave V3', 'Lido', 'EigenLayer'])
    await header(page, 'Risk').getByRole('button').click()
    await expect(table(page).locator('tbody tr').first().locator('[data-risk]')).toHaveText('Low')
    await expect(table(page).locator('tbody tr').last().locator('[data-risk]')).toHaveText('High')
  })

  test('risk badges are green, yellow and red', async ({ page }) => {
    const badge = (name: string) =>
      table(page).locator('tbody tr').filter({ hasText: name }).locator('[data-risk]')
    for (const [name, level, background, color] of [
      ['Aave V3', 'Low', 'rgb(220, 252, 231)', 'rgb(22, 101, 52)'],
      ['Morpho', 'Medium', 'rgb(254, 249, 195)', 'rgb(133, 77, 14)'],
      ['Ethena', 'High', 'rgb(254, 226, 226)', 'rgb(153, 27, 27)'],
    ] as const) {
      await expect(badge(name)).toHaveText(level)
      await expect(badge(name)).toHaveCSS('background-color', background)
      await expect(badge(name)).toHaveCSS('color', color)
    }
    const levels = await table(page).locator('tbody [data-risk]').allTextContents()
    expect(levels).toHaveLength(38)
    expect(new Set(levels)).toEqual(new Set(['Low', 'Medium', 'High']))
  })
})

for (const width of [390, 1280]) {
  test(`the yield calculator at ${width}px scrolls only inside its table`, async ({ page }) => {
    await withConsentDecided(page)
    await page.setViewportSize({ width, height: 900 })
    await openCalculator(page)
    // The fixed ad banner would land mid-page in a full-page picture: close it for the review.
    await page.getByRole('button', { name: 'Close advertisement' }).click()
    await expect(page.locator('.recharts-line')).toHaveCount(2)
    // The table scrolls inside its frame; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await reviewPicture(page, `tools-yield-${width}`)
  })
}
