import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { seriousViolations } from './support/axe'
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
  '/newsletter/confirm?token=not-a-real-token',
  '/newsletter/unsubscribe?token=not-a-real-token',
]

for (const path of SCREENS) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await withConsentDecided(page)
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    expect(await seriousViolations(new AxeBuilder({ page }).exclude('iframe'))).toEqual([])
  })
}

test('the cookie banner itself is accessible', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Cookies on Blockwise' })).toBeVisible()
  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([])
})
