import { expect, test } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { logInToAdmin, openScheduleDrawer, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/**
 * docs/product.md (Scheduling): Schedule Publish's time list steps by one minute, and
 * the drawer says which zone the time is in: UTC, the newsroom's, whatever the browser's zone, unless
 * the editor picks another. The browser here is in New York, so a time read in the browser's zone
 * would land four hours off.
 */
test.use({ timezoneId: 'America/New_York' })

test("Schedule Publish picks any minute and shows the time's zone", async ({ page, request }) => {
  test.setTimeout(90_000)
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const title = `Schedule picker ${uniqueSuffix()}`
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', { title }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }

  await logInToAdmin(page)
  const drawer = await openScheduleDrawer(page, doc.id)

  // The zone is shown beside the time, preselected.
  const zone = drawer.locator('.timezone-picker-wrapper')
  await expect(zone).toContainText('Timezone')
  await expect(zone.locator('.timezone-picker')).toContainText('(UTC+00:00) UTC')

  // The time list: every minute of the day.
  await drawer.locator('#time input').click()
  const times = drawer.locator('.react-datepicker__time-list-item')
  await expect(times).toHaveCount(24 * 60)
  await expect(times.nth(0)).toHaveText('12:00 AM')
  await expect(times.nth(1)).toHaveText('12:01 AM')
  await expect(times.nth(14 * 60 + 37)).toHaveText('2:37 PM')

  // 14:37 as typed is 14:37 UTC (10:37 in New York in June), not 14:37 in the browser's zone.
  const year = new Date().getUTCFullYear() + 1
  await drawer.locator('#time input').fill(`Jun 15, ${year} 2:37 PM`)
  await drawer.locator('#time input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  const upcoming = drawer.locator('.schedule-publish__upcoming')
  await expect(upcoming).toContainText(String(year))
  await expect(upcoming).toContainText('2:37 PM')
  await expect(upcoming).toContainText('(UTC+00:00) UTC')

  // The articles list shows it in the editor's own zone.
  await page.goto(`${seededCms}/admin/collections/articles`)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('scheduled-cell')).toHaveText('Publishes 15 Jun, 10:37')

  // The schedule goes with its article.
  const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { authorization },
  })
  expect(deleted.status()).toBe(200)
})
