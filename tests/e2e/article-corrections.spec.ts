import { expect, test } from '@playwright/test'

/** The seeded article carrying a correction and an update (cms/src/seed/content). */
const SLUG = 'mica-now-applies-in-full-what-europes-crypto-rulebook-changes'
const CORRECTION = 'An earlier version of this article said stablecoin issuers may pay interest'
const UPDATE = 'The last transitional periods ended on 1 July 2026'
/** "5 Dec 2026", as the site writes a date. */
const SHOWN_DATE = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/

/** A reader's page as the server sends it: HTML only, no script run. */
test.use({ javaScriptEnabled: false })

test('a corrected article says when it was updated and lists its notes, oldest first', async ({
  page,
}) => {
  await page.goto(`/articles/${SLUG}`)
  const article = page.locator('main article').first()

  const updated = article.getByText(/^Updated /)
  await expect(updated).toBeVisible()
  const updatedAt = updated.locator('time')
  await expect(updatedAt).toHaveText(SHOWN_DATE)
  expect(Date.parse((await updatedAt.getAttribute('datetime')) ?? '')).not.toBeNaN()

  const notes = article.getByRole('region', { name: 'Corrections and updates' })
  await expect(notes).toBeVisible()
  const items = notes.getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Correction')
  await expect(items.nth(0)).toContainText(CORRECTION)
  await expect(items.nth(1)).toContainText('Update')
  await expect(items.nth(1)).toContainText(UPDATE)
  // "Updated" is the date of the last note.
  await expect(items.nth(1).locator('time')).toHaveAttribute(
    'datetime',
    (await updatedAt.getAttribute('datetime')) ?? '',
  )
  await expect(notes.getByRole('link', { name: 'our corrections policy' })).toHaveAttribute(
    'href',
    '/corrections-policy',
  )
})

test('an article without notes shows neither "Updated" nor the section', async ({ page }) => {
  await page.goto('/articles/stablecoins-grow-up-why-digital-dollars-became-cryptos-backbone')
  const article = page.locator('main article').first()
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(article.getByText(/^Updated /)).toHaveCount(0)
  await expect(article.getByRole('region', { name: 'Corrections and updates' })).toHaveCount(0)
})
