import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, clickHydrated, fillAndSettle, logInToAdmin, seededCms } from './support/admin'

/** A new editor, made by the admin over the API, so the seeded accounts keep their passwords. */
async function newEditor(request: APIRequestContext) {
  const login = await request.post(`${seededCms}/cms-api/users/login`, { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const editor = { email: `account-${Date.now()}@blockwise.local`, password: 'the-first-password' }
  const created = await request.post(`${seededCms}/cms-api/users`, {
    headers: { authorization: `JWT ${token}` },
    data: { ...editor, role: 'editor' },
  })
  expect(created.status()).toBe(201)
  return editor
}

/** Saves the open document; the answer's status. */
async function save(page: Page): Promise<number> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/users/'),
  )
  const button = page.getByRole('button', { name: 'Save' })
  await expect(button, 'Save is enabled once the form holds a change').toBeEnabled()
  await button.click()
  return (await saved).status()
}

test('an editor changes their own password in the admin by giving the current one', async ({
  page,
  request,
}) => {
  const editor = await newEditor(request)
  await logInToAdmin(page, editor)
  await page.goto(`${seededCms}/admin/account`)
  await clickHydrated(page.getByRole('button', { name: 'Change Password' }))
  await fillAndSettle(page, page.getByLabel('New Password'), 'a-brand-new-password')
  await fillAndSettle(page, page.getByLabel('Confirm Password'), 'a-brand-new-password')

  await fillAndSettle(page, page.getByLabel(/Current password/), 'not-my-password')
  expect(await save(page)).toBe(403)
  await expect(page.getByText('The current password is not correct.')).toBeVisible()

  await fillAndSettle(page, page.getByLabel(/Current password/), editor.password)
  expect(await save(page)).toBe(200)
  const login = await request.post(`${seededCms}/cms-api/users/login`, {
    data: { email: editor.email, password: 'a-brand-new-password' },
  })
  expect(login.status()).toBe(200)
})
