import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll } from './support/layout'
import { READER_SCREENS } from './support/readerScreens'

test.beforeEach(async ({ page }) => withConsentDecided(page))

// Responsive from 360 px, the narrowest phone the site supports.
test('no screen scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  for (const path of READER_SCREENS) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expectNoSidewaysScroll(page)
  }
})
