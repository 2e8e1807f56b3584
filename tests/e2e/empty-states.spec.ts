import { expect, test } from './support/test'

import { emptySiteUrl } from './ports'
import { withConsentDecided } from './support/consent'

test.use({ baseURL: emptySiteUrl })
test.beforeEach(async ({ page }) => withConsentDecided(page))

const EMPTY_TEXTS: Array<[string, string]> = [
  ['/news', 'No news articles available at the moment.'],
  ['/opinions', 'No opinion articles available at the moment.'],
  ['/analysis', 'No analysis articles available at the moment.'],
  ['/featured', 'No featured articles available at the moment.'],
]

for (const [path, text] of EMPTY_TEXTS) {
  test(`${path} on an empty publication says "${text}"`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  })
}

test('the learn page explains where learn articles come from', async ({ page }) => {
  await page.goto('/learn')
  await expect(page.getByRole('heading', { name: 'No Learn Articles Yet' })).toBeVisible()
  await expect(page.getByText(/appear here once they are published.*admin panel/)).toBeVisible()
})

test('the home page has no carousel and empty sections', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Featured stories' })).toHaveCount(0)
  await expect(page.getByText('No news articles available at the moment.')).toBeVisible()
  await expect(page.getByText('No opinion articles available at the moment.')).toBeVisible()
  await expect(page.getByText('No analysis articles available at the moment.')).toBeVisible()
})
