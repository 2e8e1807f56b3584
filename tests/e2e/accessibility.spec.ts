import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { seriousViolations } from './support/axe'
import { withConsentDecided } from './support/consent'
import { READER_SCREENS } from './support/readerScreens'

for (const path of READER_SCREENS) {
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
