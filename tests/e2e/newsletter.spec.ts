import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { CONFIRMATION_EMAILED } from './support/newsletter'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const form = (page: Page) =>
  page.getByRole('region', { name: 'One box of crypto knowledge, every week' })

test('the name is limited to 40 characters, the email to 254 and of type email', async ({
  page,
}) => {
  await page.goto('/')
  await expect(form(page).getByLabel('Name')).toHaveAttribute('maxlength', '40')
  await expect(form(page).getByLabel('Email')).toHaveAttribute('maxlength', '254')
  await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email')
})

test('blank fields get "Both fields are required"', async ({ page }) => {
  await page.goto('/')
  await form(page).getByLabel('Name').fill('   ')
  await form(page).getByLabel('Email').fill('reader@example.com')
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Both fields are required', { exact: true })).toBeVisible()
})

test('the server’s message is shown for an invalid email', async ({ page }) => {
  await page.goto('/')
  await form(page).getByLabel('Name').fill('Ada')
  await form(page).getByLabel('Email').fill('not-an-email')
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
})

test('a subscription shows Subscribing..., then Success! and clears the form', async ({ page }) => {
  await page.goto('/')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await held
    await route.continue()
  })
  await form(page).getByLabel('Name').fill('  Ada Lovelace ')
  await form(page).getByLabel('Email').fill(` ada-${Date.now()}@example.com `)
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(form(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  release()
  await expect(page.getByText('Success!', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Successfully subscribed to newsletter', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(CONFIRMATION_EMAILED, { exact: true })).toBeVisible()
  await expect(form(page).getByLabel('Name')).toHaveValue('')
  await expect(form(page).getByLabel('Email')).toHaveValue('')
})

test('a network failure says "Unable to subscribe. Please try again."', async ({ page }) => {
  await page.goto('/')
  await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'))
  await form(page).getByLabel('Name').fill('Ada')
  await form(page).getByLabel('Email').fill('ada@example.com')
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText('Unable to subscribe. Please try again.', { exact: true }),
  ).toBeVisible()
})

test('a server error without a message says "Failed to subscribe"', async ({ page }) => {
  await page.goto('/')
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 500, body: '' }),
  )
  await form(page).getByLabel('Name').fill('Ada')
  await form(page).getByLabel('Email').fill('ada@example.com')
  await form(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Failed to subscribe', { exact: true })).toBeVisible()
})
