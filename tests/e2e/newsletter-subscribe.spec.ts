import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { NEWSLETTER_LINK_INVALID, NEWSLETTER_SUBSCRIBED } from '@blockwise/shared'

import { expect, test } from './support/test'

import { seriousViolations } from './support/axe'
import { withConsentDecided } from './support/consent'
import { awaitMail, isConfirmation, linkIn, mailsTo } from './support/mail'
import { subscriberStatus } from './support/newsletter'
import { REVIEW_WIDTHS, saveReviewScreenshot } from './support/screenshots'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const form = (page: Page) =>
  page.getByRole('region', { name: 'One box of crypto knowledge, every week' })

async function fillAndSubmit(page: Page, name: string, email: string): Promise<void> {
  await form(page).getByLabel('Name').fill(name)
  await form(page).getByLabel('Email').fill(email)
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText(NEWSLETTER_SUBSCRIBED, { exact: true })).toBeVisible()
}

test('a reader subscribes, opens the emailed link, and is subscribed only once they press Confirm', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`
  await page.goto('/')
  await fillAndSubmit(page, 'Ada', email)
  await expect(page.getByText('Success!', { exact: true })).toBeVisible()

  const mail = await awaitMail(email, isConfirmation)
  const link = linkIn(mail, '/newsletter/confirm')
  expect(mail.text).toContain(link)
  await page.goto(link)

  // Opening the link, as a mail scanner does, only asks: a scanner must not confirm anyone.
  const confirm = page.getByRole('button', { name: 'Confirm subscription' })
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Confirm your subscription to the Blockwise newsletter',
    }),
  ).toBeVisible()
  await expect(confirm).toBeEnabled()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await seriousViolations(new AxeBuilder({ page }).exclude('iframe'))).toEqual([])
  await page.reload()
  expect(await subscriberStatus(email)).toBe('pending')

  await confirm.click()
  const subscribed = page.getByRole('heading', { level: 1, name: "You're subscribed" })
  await expect(subscribed).toBeVisible()
  await expect(subscribed).toBeFocused()
  expect(await subscriberStatus(email)).toBe('active')
  await expect(page.getByRole('list', { name: 'What to expect' })).toContainText('every week')
  await expect(page.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/learn')
  expect(await seriousViolations(new AxeBuilder({ page }).exclude('iframe'))).toEqual([])
  for (const width of REVIEW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await saveReviewScreenshot(page, 'newsletter-confirmed')
  }
  expect(await mailsTo(email)).toHaveLength(1)
})

test('a bot that fills the hidden website field is told the same, and nothing is mailed', async ({
  page,
}) => {
  const bot = `bot-${Date.now()}@example.com`
  const person = `person-${Date.now()}@example.com`
  await page.goto('/')
  // People never meet the field: not by tabbing, not by screen reader.
  await expect(form(page).getByRole('textbox', { name: 'Website' })).toHaveCount(0)
  const honeypot = form(page).locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await honeypot.fill('https://spam.example', { force: true })
  const sent = page.waitForRequest('**/api/newsletter/subscribe')
  await fillAndSubmit(page, 'Totally Human', bot)
  expect((await sent).postDataJSON()).toMatchObject({ website: 'https://spam.example' })

  // A person subscribing afterwards gets their mail, so the bot's would have arrived by now.
  await page.goto('/')
  await fillAndSubmit(page, 'Grace', person)
  await awaitMail(person, isConfirmation)
  expect(await mailsTo(bot)).toEqual([])
})

async function expectLinkInvalid(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NEWSLETTER_LINK_INVALID })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscribe from the home page' })).toHaveAttribute(
    'href',
    '/',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
}

test('/newsletter/confirm without a token explains that the link is invalid', async ({ page }) => {
  await page.goto('/newsletter/confirm')
  await expectLinkInvalid(page)
})

test('a forged link is found invalid once Confirm is pressed, and says so', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=not-a-real-token')
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expectLinkInvalid(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
