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
async function readerPage(browser: Browser, headers: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({
    userAgent: DESKTOP_CHROME,
    extraHTTPHeaders: headers,
  })
  return context.newPage()
}

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Opens the home page tagged with `campaign` and waits for its page view to be sent. */
async function visitHome(page: Page, campaign: string): Promise<void> {
  const sent = page.waitForRequest('**/api/analytics/events')
  await page.goto(`${SITE}/?utm_source=e2e&utm_campaign=${campaign}`)
  await sent
  await page.context().close()
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

/**
 * How many views the article needs to be listed among the top pages of 'now', whatever the seed's
 * demo traffic of the last 30 minutes holds: two more than the last listed page has, so that it
 * outranks that page even after the reader's visit to the home page adds one to it.
 */
async function viewsToBeAmongTopPages(page: Page): Promise<number> {
  const answer = await cmsApi(page).get('/api/analytics/overview?range=now')
  expect(answer.status()).toBe(200)
  const { topPages } = (await answer.json()) as { topPages: Array<{ pageviews: number }> }
  return (topPages.at(-1)?.pageviews ?? 0) + 2
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

  await logInToAdmin(page)
  const articleViews = await viewsToBeAmongTopPages(page)
  const reader = await readerPage(browser)
  for (const path of ['/', ...Array<string>(articleViews).fill(ARTICLE_PATH)]) {
    // The page view goes once the page has hydrated: leaving sooner would cancel it.
    const sent = reader.waitForRequest('**/api/analytics/events')
    await reader.goto(`${SITE}${path}?${utm}`, { referer })
    await sent
  }
  await reader.context().close()

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
  // The article is published and the seed gave it weeks of readers: the panel shows them.
  await expect(panel.getByText('Read rate')).toBeVisible()
  await expect(panel.getByText('The numbers could not be loaded.')).toHaveCount(0)
})

test('a visit with Global Privacy Control counts without a visitor, and a crawler’s not at all', async ({
  browser,
  page,
}) => {
  const run = Date.now().toString(36)
  const campaigns = { plain: `plain-${run}`, gpc: `gpc-${run}`, bot: `bot-${run}` }
  // Playwright's own browser names itself HeadlessChrome: a crawler's user agent. Its beacon goes
  // first, so it has been answered (and stored nowhere) by the time the others are stored.
  await visitHome(await (await browser.newContext()).newPage(), campaigns.bot)
  await visitHome(await readerPage(browser), campaigns.plain)
  await visitHome(await readerPage(browser, { 'sec-gpc': '1' }), campaigns.gpc)

  await logInToAdmin(page)
  const campaignRows = async () => {
    const answer = await cmsApi(page).get('/api/analytics/overview?range=now')
    expect(answer.status()).toBe(200)
    const { campaigns: rows } = (await answer.json()) as {
      campaigns: Array<{ value: string; pageviews: number; visitors: number }>
    }
    return Object.fromEntries(rows.map((row) => [row.value, row]))
  }
  await expect
    .poll(async () => {
      const rows = await campaignRows()
      return [rows[campaigns.plain], rows[campaigns.gpc]].every(Boolean)
    })
    .toBe(true)
  const rows = await campaignRows()
  expect(rows[campaigns.plain]).toMatchObject({ pageviews: 1, visitors: 1 })
  expect(rows[campaigns.gpc]).toMatchObject({ pageviews: 1, visitors: 0 })
  expect(rows[campaigns.bot]).toBeUndefined()
})
