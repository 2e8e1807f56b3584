import { expect, test, type Page } from '@playwright/test'

import { ADMIN, EDITOR, logInToAdmin, seededCms } from './support/admin'

/** The admin says what uses a document before a delete, and why a delete is refused. */

/** The id of the seeded author, tag or image the list shows `name` for. */
async function openFromList(page: Page, collection: string, name: string) {
  await page.goto(`${seededCms}/admin/collections/${collection}`)
  await page.getByRole('link', { name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/[0-9a-f-]{36}$`))
}

const refusalFor = (count: number) =>
  `This author is credited on ${count} article${count === 1 ? '' : 's'}. Reassign them before deleting.`

const authorDelete = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/authors'),
  )

test('an author credited on articles says so, and a delete is refused with the reason', async ({
  page,
}) => {
  await logInToAdmin(page, EDITOR)
  await openFromList(page, 'authors', 'Maya Chen')
  const notice = page.locator('[data-usage-notice]')
  await expect(notice).toHaveText(
    /^Credited on \d+ articles?\. Reassign them before deleting this author\.$/,
  )
  const count = Number((await notice.textContent())?.match(/\d+/)?.[0])
  expect(count).toBeGreaterThan(0)

  await page.locator('.doc-controls__popup button').first().click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const refused = authorDelete(page)
  await page.getByRole('button', { name: 'Confirm' }).click()
  expect((await refused).status()).toBe(409)
  await expect(page.getByText(refusalFor(count))).toBeVisible()

  // The list's bulk delete is refused the same way.
  await page.goto(`${seededCms}/admin/collections/authors`)
  const row = page.getByRole('row').filter({ hasText: 'Maya Chen' })
  await row.locator('input[type="checkbox"]').check()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const bulkRefused = authorDelete(page)
  await page.getByRole('button', { name: 'Confirm' }).click()
  expect((await bulkRefused).status()).toBe(400)
  await expect(page.getByText(refusalFor(count))).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Maya Chen', exact: true })).toBeVisible()
})

test('a tag in use warns that deleting it removes it from its articles', async ({ page }) => {
  await logInToAdmin(page, EDITOR)
  await openFromList(page, 'tags', 'Bitcoin')
  await expect(page.locator('[data-usage-notice]')).toHaveText(
    /^Used by \d+ articles?\. Deleting this tag removes it from them\.$/,
  )
})

test('an editor is not offered to create accounts, and is told so plainly', async ({ page }) => {
  await logInToAdmin(page, EDITOR)
  await page.goto(`${seededCms}/admin/collections/users`)
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Create new/i })).toHaveCount(0)

  await page.goto(`${seededCms}/admin/collections/users/create`)
  await expect(page.getByText(/not allowed/i).first()).toBeVisible()
  await expect(page.getByText('Unauthorized, you must be logged in')).toHaveCount(0)
})

test('the admin can still create accounts', async ({ page }) => {
  await logInToAdmin(page, ADMIN)
  await page.goto(`${seededCms}/admin/collections/users`)
  await expect(page.getByRole('link', { name: /Create new/i }).first()).toBeVisible()
})
