import { expect, test, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { clickHydrated, logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

const EDITOR_NAME = 'Blockwise Editor'

async function expectReadersSee(page: Page, slug: string, title: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/articles/${slug}`)
        return page.getByRole('heading', { level: 1 }).textContent()
      },
      { timeout: 15_000 },
    )
    .toBe(title)
}

test('an editor compares two versions and restores the older one as a draft', async ({
  page,
  request,
}) => {
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const first = `The first headline ${uniqueSuffix()}`
  const second = `The second headline ${uniqueSuffix()}`
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', { title: first, published: true }),
  })
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  const edited = await request.patch(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { authorization },
    data: { title: second, _status: 'published' },
  })
  expect(edited.status()).toBe(200)

  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/articles/${doc.id}/versions`)
  const rows = page.getByTestId('article-history').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  for (const row of await rows.all()) {
    await expect(row.locator('td').nth(1)).toHaveText(EDITOR_NAME)
    await expect(row.locator('td').nth(0)).toHaveText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d/)
  }

  // The newer version against the one before it: Payload's diff shows both headlines.
  await rows.nth(0).getByRole('link').click()
  await expect(page.getByText(first).first()).toBeVisible()
  await expect(page.getByText(second).first()).toBeVisible()

  await page.goto(`${seededCms}/admin/collections/articles/${doc.id}/versions`)
  await rows.nth(1).getByRole('link').click()
  await clickHydrated(page.getByRole('button', { name: 'Restore this version' }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`${seededCms}/admin/collections/articles/${doc.id}`)
  await expect(page.locator('#field-title')).toHaveValue(first)

  const admin = page.url()
  await expectReadersSee(page, doc.slug, second)

  await page.goto(admin)
  await page.locator('#action-save').click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expectReadersSee(page, doc.slug, first)
  // Other tests read the newest news: this test's article leaves with it.
  const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { authorization },
  })
  expect(deleted.status()).toBe(200)
})
