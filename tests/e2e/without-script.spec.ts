import { expect, test, type Page } from '@playwright/test'

import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
} from '@blockwise/shared'

import { seededCms as cms } from './support/admin'
import { awaitMail, isConfirmation, isDigest, linkIn } from './support/mail'
import {
  CONFIRMATION_EMAILED,
  editorAuthorization,
  sendDigest,
  subscribeConfirmed,
  subscriberStatus,
} from './support/newsletter'

/**
 * The site as a reader has it before the framework's script arrives (the site loads it after the
 * first paint, up to a second or more on a phone): HTML only. Every control must then work, or
 * show that it cannot yet.
 */
test.use({ javaScriptEnabled: false })

const newsletterForm = (page: Page) =>
  page.getByRole('region', { name: 'One box of crypto knowledge, every week' })

/** Every URL the page asks for from now on. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

async function fillNewsletterForm(page: Page, name: string, email: string): Promise<void> {
  await newsletterForm(page).getByLabel('Name').fill(name)
  await newsletterForm(page).getByLabel('Email').fill(email)
  await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
}

test('the newsletter form subscribes by a POST to the site, which shows what happens next', async ({
  page,
}) => {
  const email = `ns-hedy-${Date.now()}@example.com`
  const urls = visitedUrls(page)
  await page.goto('/')
  await fillNewsletterForm(page, 'Hedy', email)

  await expect(page).toHaveURL('/newsletter/subscribe')
  await expect(page.getByRole('heading', { level: 1, name: NEWSLETTER_SUBSCRIBED })).toBeVisible()
  await expect(page.getByText(CONFIRMATION_EMAILED, { exact: true })).toBeVisible()
  expect(await subscriberStatus(email)).toBe('pending')
  await awaitMail(email, isConfirmation)
  expect(urls.filter((url) => url.includes('ns-hedy') || url.includes('Hedy'))).toEqual([])
})

test('a refused entry comes back with its message, the form refilled, and nothing in the URL', async ({
  page,
}) => {
  const urls = visitedUrls(page)
  await page.goto('/')
  await fillNewsletterForm(page, 'Alan', 'alan-at-example')

  await expect(page).toHaveURL('/newsletter/subscribe')
  await expect(newsletterForm(page).getByRole('alert')).toHaveText(NEWSLETTER_EMAIL_INVALID)
  await expect(newsletterForm(page).getByLabel('Name')).toHaveValue('Alan')
  await expect(newsletterForm(page).getByLabel('Email')).toHaveValue('alan-at-example')
  expect(urls.filter((url) => url.includes('alan') || url.includes('Alan'))).toEqual([])
})

test('the emailed confirmation link asks, and its button confirms without the script', async ({
  page,
  request,
}) => {
  const email = `ns-joan-${Date.now()}@example.com`
  const subscribed = await request.post(`${cms}/api/newsletter/subscribe`, {
    headers: { 'x-forwarded-for': '198.51.100.201' },
    data: { name: 'Joan', email },
  })
  expect(subscribed.status()).toBe(200)
  await page.goto(linkIn(await awaitMail(email, isConfirmation), '/newsletter/confirm'))
  await page.reload()
  expect(await subscriberStatus(email)).toBe('pending')

  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible()
  expect(await subscriberStatus(email)).toBe('active')
})

test('the unsubscribe link asks, and its button unsubscribes without the script', async ({
  page,
  request,
}) => {
  test.slow()
  const email = `ns-kay-${Date.now()}@example.com`
  await subscribeConfirmed(request, 'Kay', email)
  await sendDigest(request, await editorAuthorization(request))
  await page.goto(linkIn(await awaitMail(email, isDigest), '/newsletter/unsubscribe'))
  await page.reload()
  expect(await subscriberStatus(email)).toBe('active')

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: NEWSLETTER_UNSUBSCRIBED })).toBeVisible()
  expect(await subscriberStatus(email)).toBeUndefined()
})

test('on a phone, the menu opens and leads to a section without the script', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeHidden()
  await page.locator('header summary').click()
  await expect(menu.getByRole('link')).toHaveText(['Home', 'News', 'Learn', 'Tools'])
  await menu.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL('/news')
})

test('clap and share controls show they are not ready until the script is', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('region', { name: 'News', exact: true }).locator('article').first()
  await expect(card.getByRole('button', { name: /Clap/ })).toBeDisabled()
  await expect(card.locator('summary', { hasText: 'Share' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href')
  await page.goto(href ?? '')
  const article = page.getByRole('main')
  await expect(article.getByRole('button', { name: /Clap/ }).first()).toBeDisabled()
  const share = article.getByRole('group', { name: /^Share/ }).first()
  for (const button of await share.getByRole('button').all()) await expect(button).toBeDisabled()
})

test('the newsletter endpoints refuse posts from other sites and oversized or foreign bodies', async ({
  request,
}) => {
  const endpoints = [
    '/newsletter/subscribe/submit',
    '/newsletter/confirm/submit',
    '/newsletter/unsubscribe/submit',
  ]
  const form = { name: 'Eve', email: 'eve@example.com', token: 'x' }
  for (const endpoint of endpoints) {
    const foreignOrigin = await request.post(endpoint, {
      headers: { origin: 'https://attacker.example' },
      form,
      maxRedirects: 0,
    })
    expect(foreignOrigin.status(), endpoint).toBe(403)
    expect(await foreignOrigin.text()).toBe('Cross-site requests are not accepted')
    const crossSite = await request.post(endpoint, {
      headers: { 'sec-fetch-site': 'cross-site' },
      form,
      maxRedirects: 0,
    })
    expect(crossSite.status(), endpoint).toBe(403)
    const oversized = await request.post(endpoint, {
      form: { ...form, name: 'x'.repeat(20_000) },
      maxRedirects: 0,
    })
    expect(oversized.status(), endpoint).toBe(413)
    const json = await request.post(endpoint, { data: form, maxRedirects: 0 })
    expect(json.status(), endpoint).toBe(415)
  }
})

test('a missing page or article says so, inside the site, with a way home', async ({ page }) => {
  for (const [path, heading] of [
    ['/no-such-page', '404 Page Not Found'],
    ['/articles/no-such-article-here', 'Article Not Found'],
    ['/not-found-screens/article', '404 Page Not Found'],
  ] as const) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible()
    await expect(page).toHaveURL(path)
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('tag and author pages link their RSS feed with a plain link, and name it for feed readers', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/tags/bitcoin', 'Blockwise: Bitcoin'],
    ['/authors/raj-patel', 'Blockwise: Raj Patel'],
  ] as const) {
    const feed = `${path}/rss.xml`
    await page.goto(path)
    const link = page.getByRole('main').getByRole('link', { name: 'RSS feed' })
    await expect(link, path).toHaveAttribute('href', feed)
    const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(alternate, path).toHaveAttribute('title', title)
    await expect(alternate, path).toHaveAttribute('href', new RegExp(`^http://[^/]+${feed}$`))
    const answer = await page.request.get(feed)
    expect(answer.headers()['content-type'], feed).toContain('application/rss+xml')
    expect(await answer.text(), feed).toContain(`<title>${title}</title>`)
  }
})

test('the footer leads to the four trust pages, each from the CMS with its date', async ({
  page,
}) => {
  for (const [label, path, heading] of [
    ['About', '/about', 'About Blockwise'],
    ['Editorial Standards', '/editorial-standards', 'Editorial standards'],
    ['AI Policy', '/ai-policy', 'AI policy'],
    ['Corrections Policy', '/corrections-policy', 'Corrections policy'],
  ] as const) {
    await page.goto('/')
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'About us' })
      .getByRole('link', { name: label, exact: true })
      .click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(
      page.getByRole('main').getByText(/^Last updated \d{1,2} \w{3} \d{4}$/),
    ).toBeVisible()
  }
})
