import { expect, test, type Browser, type Page } from '@playwright/test'

import { cmsApi, logInToAdmin, seededCms } from './support/admin'
import { e2ePorts } from './ports'

const SITE = `http://localhost:${e2ePorts.site}`
const ARTICLE_SLUG = 'the-2024-bitcoin-halving-explained'
const ARTICLE_PATH = `/articles/${ARTICLE_SLUG}`

/**
 * A reader's own browser. Its user agent is a plain desktop Chrome's: the headless one names
 * itself "HeadlessChrome", which the CMS counts as a bot and stores nothing of.
 */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  })
  return context.newPage()
}

/** Reloads the view until `region` lists `text`: the beacon is flushed within about a second. */
async function expectListed(page: Page, region: string, text: string): Promise<void> {
  await expect(async () => {
    await page.reload()
    await expect(
      page.getByRole('region', { name: region }).getByText(text, { exact: true }),
    ).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

test('an editor sees a campaign visit in the analytics and an article’s readers beside it', async ({
  browser,
  page,
}) => {
  // Names no other spec's visits carry: this test's rows are told apart from theirs.
  const run = Date.now().toString(36)
  const campaign = `e2e-campaign-${run}`
  const referrerHost = `forum-${run}.example.org`
  // Plain http like the site's: a referrer from https to http would be dropped by the browser.
  const referer = `http://${referrerHost}/threads/halving?page=2`
  const utm = `utm_source=forum&utm_medium=social&utm_campaign=${campaign}`

  const reader = await readerPage(browser)
  await reader.goto(`${SITE}/?${utm}`, { referer })
  await expect(reader.getByRole('main')).toBeVisible()
  await reader.goto(`${SITE}${ARTICLE_PATH}?${utm}`, { referer })
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible()
  await reader.context().close()

  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/analytics?range=now`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Now', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectListed(page, 'Campaigns', campaign)
  await expectListed(page, 'Sources', referrerHost)
  await expectListed(page, 'Top pages', ARTICLE_PATH)
  // The range stays in the address: a reload keeps "Now".
  await expect(page).toHaveURL(/[?&]range=now\b/)
  await page.getByRole('button', { name: '7 days', exact: true }).click()
  await expect(page).toHaveURL(/[?&]range=7d\b/)
  await expect(page.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const found = await cmsApi(page).get(
    `/cms-api/articles?where[slug][equals]=${ARTICLE_SLUG}&depth=0&limit=1`,
  )
  expect(found.status()).toBe(200)
  const [article] = ((await found.json()) as { docs: Array<{ id: string }> }).docs
  expect(article).toBeDefined()
  await page.goto(`${seededCms}/admin/collections/articles/${article?.id}`)
  const panel = page.getByRole('region', { name: 'Readers in the last 30 days' })
  await expect(panel).toBeVisible()
  // The article is published: the panel shows its numbers (or that none came yet), no error.
  await expect(panel.getByText('Numbers appear once the article is published.')).toHaveCount(0)
  await expect(panel.getByText('The numbers could not be loaded.')).toHaveCount(0)
  await expect(panel.getByText(/Read rate|No page views in the last 30 days/).first()).toBeVisible()
})
