import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { NEWSLETTER_LINK_INVALID, NEWSLETTER_UNSUBSCRIBED } from '@blockwise/shared'

import { expect, test } from './support/test'

import { seriousViolations } from './support/axe'
import { withConsentDecided } from './support/consent'
import { awaitMail, isDigest, linkIn, mailsTo } from './support/mail'
import {
  editorAuthorization,
  sendDigest,
  subscribeConfirmed,
  subscriberList,
} from './support/newsletter'
import { REVIEW_WIDTHS, saveReviewScreenshot } from './support/screenshots'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

async function reviewAtEveryWidth(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(new AxeBuilder({ page }).exclude('iframe'))).toEqual([])
  for (const width of REVIEW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await saveReviewScreenshot(page, name)
  }
}

test('a subscriber leaves from the link in a digest: asked first, then deleted and mailed no more', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const stamp = Date.now()
  const leaver = `leaver-${stamp}@example.com`
  await subscribeConfirmed(request, 'Lea', leaver)
  const editor = await editorAuthorization(request)
  await sendDigest(request, editor)

  const digest = await awaitMail(leaver, isDigest)
  const oneClick = /^<(?<url>[^>]+)>$/.exec(digest.headers['list-unsubscribe'] ?? '')?.groups?.url
  expect(oneClick).toMatch(new RegExp(`^${baseURL}/api/newsletter/unsubscribe\\?token=.+`))
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const link = linkIn(digest, '/newsletter/unsubscribe')
  expect(digest.text).toContain(link)

  // Opening the link is a GET, as mail scanners send: it only asks.
  await page.goto(link)
  await expect(heading(page, 'Unsubscribe from the Blockwise newsletter?')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await subscriberList(request, editor)).toContain(leaver)
  await reviewAtEveryWidth(page, 'newsletter-unsubscribe')

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(heading(page, NEWSLETTER_UNSUBSCRIBED)).toBeFocused()
  await expect(page.getByText('Your name and email address have been deleted')).toBeVisible()
  expect(await subscriberList(request, editor)).not.toContain(leaver)
  await reviewAtEveryWidth(page, 'newsletter-unsubscribed')

  // The next send reaches a reader who joined since, and not the one who left.
  const newcomer = `newcomer-${stamp}@example.com`
  await subscribeConfirmed(request, 'Nia', newcomer)
  await sendDigest(request, editor)
  await awaitMail(newcomer, isDigest)
  expect(await mailsTo(leaver, isDigest)).toHaveLength(1)
})

test('the one-click address opened in a browser shows the page that asks first', async ({
  page,
}) => {
  await page.goto('/api/newsletter/unsubscribe?token=opened-by-hand')
  await expect(page).toHaveURL('/newsletter/unsubscribe?token=opened-by-hand')
  await expect(heading(page, 'Unsubscribe from the Blockwise newsletter?')).toBeVisible()
})

test('an invalid unsubscribe link says so once Unsubscribe is pressed', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(heading(page, NEWSLETTER_LINK_INVALID)).toBeFocused()
  await expect(page.getByText('Open the one in the most recent email')).toBeVisible()
})

test('an unsubscribe link without its token says it is invalid straight away', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe')
  await expect(heading(page, NEWSLETTER_LINK_INVALID)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
})
