import { expect, test } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { logInToAdmin, openScheduleDrawer, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

// The picker and the list show times in the browser's zone; UTC lets the test write them.
test.use({ timezoneId: 'UTC' })

const month = (date: Date) => date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** As Payload's date-and-time picker reads it: "Nov 26, 2026 2:30 PM". */
function pickerText(date: Date): string {
  const hours = date.getUTCHours()
  const minutes = twoDigits(date.getUTCMinutes())
  return `${month(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** Time to save the schedule and see it in the articles list, on a busy machine. */
const SAVE_AND_CHECK_MS = 30_000

/** The articles list searched for one title: dated 2001, the article is on its last page. */
const listOf = (title: string) =>
  `${seededCms}/admin/collections/articles?search=${encodeURIComponent(title)}`

/** As the articles list's Scheduled column shows it: "26 Nov, 14:30". */
const listText = (date: Date) =>
  `${date.getUTCDate()} ${month(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`

test('a publish scheduled for the next minute in the admin goes live on time by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(3 * 60_000)
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const title = `Scheduled in the admin ${uniqueSuffix()}`
  // This test runs beside the others (the e2e-clock project): an analysis dated long ago goes
  // live at the end of its lists, never on a first page or in News, which other tests read.
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', {
      title,
      articleType: 'analysis',
      publishedAt: '2001-01-03T09:00:00.000Z',
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  expect((await request.get(`/articles/${doc.slug}`)).status()).toBe(404)

  await logInToAdmin(page)
  const drawer = await openScheduleDrawer(page, doc.id)
  // The picker takes whole minutes: the first one far enough ahead to save and check the list
  // before it comes (the clock is the test's only wait, so no further).
  const at = new Date(Math.ceil((Date.now() + SAVE_AND_CHECK_MS) / 60_000) * 60_000)
  await drawer.locator('#time input').fill(pickerText(at))
  await drawer.locator('#time input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  await expect(drawer.locator('.schedule-publish__upcoming')).toContainText(
    String(at.getUTCFullYear()),
  )

  await page.goto(listOf(title))
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('scheduled-cell')).toHaveText(`Publishes ${listText(at)}`)

  // Nobody touches anything from here: the jobs runner publishes it and the site shows it.
  expect((await request.get(`/articles/${doc.slug}`)).status()).toBe(404)
  await expect
    .poll(async () => (await request.get(`/articles/${doc.slug}`)).status(), {
      timeout: at.getTime() - Date.now() + 30_000,
      intervals: [2_000],
    })
    .toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  await page.goto(`/articles/${doc.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await page.goto(listOf(title))
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByTestId('scheduled-cell'),
  ).toHaveCount(0)
  // It leaves no article behind for the tests that run after it.
  const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { authorization },
  })
  expect(deleted.status()).toBe(200)
})
