import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/test'

import { ADMIN, seededCms } from './support/admin'
import { withConsentDecided } from './support/consent'
import { editorAuthorization } from './support/newsletter'
import { revalidateSite } from './support/revalidate'

/**
 * docs/product.md#states: the third-party ad an admin set (site setting adFrameUrl) loads only after marketing
 * consent; until then, and with essential cookies only, the banner shows the house ad.
 */
const PARTNER_AD = 'https://ads.example.test/banner'
const HOUSE_AD = '/ads/house.html'

async function setAdFrameUrl(request: APIRequestContext, adFrameUrl: string | null) {
  const response = await request.post(`${seededCms}/cms-api/globals/site-settings`, {
    // Site settings are the admins'.
    headers: { authorization: await editorAuthorization(request, ADMIN) },
    data: { adFrameUrl },
  })
  expect(response.status()).toBe(200)
  // The CMS's own webhook goes out after its answer; this one is done when it returns.
  await revalidateSite(request, ['site-settings'])
}

/** Serves the partner's ad on the closed network and lists every request made for it. */
async function servePartnerAd(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(`${PARTNER_AD}**`, async (route) => {
    requested.push(route.request().url())
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Partner</title><p>Partner advertisement</p>',
    })
  })
  return requested
}

const adFrame = (page: Page) => page.locator('iframe[title="Advertisement"]')

test.beforeEach(async ({ request }) => setAdFrameUrl(request, PARTNER_AD))
test.afterEach(async ({ request }) => setAdFrameUrl(request, null))

test('with essential cookies only, the house ad stays', async ({ page }) => {
  const requested = await servePartnerAd(page)
  await withConsentDecided(page, false)
  await page.goto('/')
  await expect(adFrame(page)).toHaveAttribute('src', HOUSE_AD)
  await expect(
    page.frameLocator('iframe[title="Advertisement"]').getByRole('link', { name: /Open/ }),
  ).toBeVisible()
  expect(requested).toEqual([])
})

test('the partner ad replaces the house ad once marketing cookies are accepted', async ({
  page,
}) => {
  const requested = await servePartnerAd(page)
  await page.goto('/')
  await expect(adFrame(page)).toHaveAttribute('src', HOUSE_AD)
  expect(requested).toEqual([])
  await page
    .getByRole('dialog', { name: 'Cookies on Blockwise' })
    .getByRole('button', { name: 'Accept all' })
    .click()
  await expect(adFrame(page)).toHaveAttribute('src', PARTNER_AD)
  await expect(
    page.frameLocator('iframe[title="Advertisement"]').getByText('Partner advertisement'),
  ).toBeVisible()
  expect(requested).toEqual([PARTNER_AD])
})

test('a remembered marketing consent shows the partner ad from the start', async ({ page }) => {
  const requested = await servePartnerAd(page)
  await withConsentDecided(page, true)
  await page.goto('/')
  await expect(adFrame(page)).toHaveAttribute('src', PARTNER_AD)
  await expect.poll(() => requested).toEqual([PARTNER_AD])
})
