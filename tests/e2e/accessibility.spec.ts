import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'

const SCREENS = [
  '/',
  '/featured',
  '/news',
  '/opinions',
  '/analysis',
  '/learn',
  '/articles/what-is-defi',
  '/articles/no-such-article',
  '/category/anything',
  '/tools',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/no-such-page',
]

for (const path of SCREENS) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await withConsentDecided(page)
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    expect(serious).toEqual([])
  })
}

test('the cookie banner itself is accessible', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Cookies on Blockwise' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(
    violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  ).toEqual([])
})
