import { test as htmlOnlyTest, type Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll } from './support/layout'

/** A seeded article by Raj Patel (cms/src/seed/content). */
const SLUG = 'the-2024-bitcoin-halving-explained'
const HINT =
  'Search for either handle in Mastodon, Threads, Flipboard or any fediverse app to follow.'

/** The handles the article offers, on the host the site is served from (its SITE_URL's). */
function handlesOf(page: Page) {
  const host = new URL(page.url()).host
  return { publication: `@blockwise@${host}`, author: `@raj-patel@${host}` }
}

const followBlock = (page: Page) =>
  page.locator('main article').first().getByRole('region', { name: 'Follow on the social web' })

test.beforeEach(async ({ page }) => withConsentDecided(page))

test("an article shows the publication's handle and its author's, each selected whole by a click", async ({
  page,
}) => {
  await page.goto(`/articles/${SLUG}`)
  const { publication, author } = handlesOf(page)
  const block = followBlock(page)
  await expect(block).toBeVisible()
  await expect(block.getByRole('listitem')).toHaveCount(2)
  await expect(block.getByText(HINT, { exact: true })).toBeVisible()
  for (const handle of [publication, author]) {
    const text = block.getByText(handle, { exact: true })
    await expect(text).toBeVisible()
    await text.click()
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(handle)
  }
})

test('on a 360 px phone each handle fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/articles/${SLUG}`)
  const block = followBlock(page)
  for (const part of await block.locator('code').all()) {
    await part.scrollIntoViewIfNeeded()
    const box = await part.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true)
  }
  await expectNoSidewaysScroll(page)
})

// Playwright's own test: the project's waits for React to hydrate, which never happens here.
htmlOnlyTest.describe('without JavaScript', () => {
  htmlOnlyTest.use({ javaScriptEnabled: false })

  htmlOnlyTest('the handles are there as text a reader can select', async ({ page }) => {
    await page.goto(`/articles/${SLUG}`)
    const { publication, author } = handlesOf(page)
    const block = followBlock(page)
    for (const handle of [publication, author]) {
      const text = block.getByText(handle, { exact: true })
      await expect(text).toBeVisible()
      // One click selects the whole handle, ready to copy.
      await expect(text).toHaveCSS('user-select', 'all')
    }
    await expect(block.getByText(HINT, { exact: true })).toBeVisible()
  })
})
