import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import {
  EDITOR,
  cmsApi,
  expectNoSeriousAxeViolations,
  logInToAdmin,
  openEditorialHome,
  seededCms,
} from './support/admin'
import { reviewPicture } from './support/screenshots'
import { awaitMail, isDigest, mailsTo } from './support/mail'
import { approveThisWeek, editorAuthorization, subscribeConfirmed } from './support/newsletter'

const NEWSLETTER = `${seededCms}/admin/newsletter`

interface Preview {
  subject: string
  week: string
  articles: Array<{ title: string }>
}

/** The digest a send now would build, as the screen reads it. */
async function preview(page: Page): Promise<Preview> {
  const response = await cmsApi(page).get('/api/newsletter/digest/preview')
  expect(response.status()).toBe(200)
  return (await response.json()) as Preview
}

const digestRegion = (page: Page) => page.getByRole('region', { name: /^This week’s digest/ })
const subscribersRegion = (page: Page) => page.getByRole('region', { name: 'Subscribers' })

test('an editor previews the digest, tests it, exports the subscribers and sends it now', async ({
  page,
  request,
}) => {
  test.slow()
  // Other specs share this stack and may have subscribed readers or sent this week's issue:
  // everything below is about this reader, this editor's mails and this week's row.
  const reader = `admin-nl-${Date.now()}@example.com` // at most 40 characters
  await subscribeConfirmed(request, 'Ada', reader)
  await logInToAdmin(page)
  await openEditorialHome(page)
  await page.getByRole('button', { name: /open menu/i }).click()
  await page.locator('#nav-group-Editorial').getByRole('link', { name: 'Newsletter' }).click()
  await expect(page).toHaveURL(NEWSLETTER)
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()

  // The preview: its subject, its articles and the mail itself in a frame that runs nothing.
  const digest = await preview(page)
  expect(digest.articles.length).toBeGreaterThan(0)
  await expect(digestRegion(page)).toHaveAccessibleName(`This week’s digest (${digest.week})`)
  await expect(digestRegion(page).getByText(digest.subject, { exact: true })).toBeVisible()
  const listed = page.getByRole('list', { name: 'Articles in this digest' }).getByRole('link')
  await expect(listed).toHaveText(digest.articles.map((article) => article.title))
  const frame = page.locator('iframe[title="Digest preview"]')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(frame.contentFrame().getByText('Hi Reader,')).toBeVisible()
  await expect(
    frame.contentFrame().getByRole('link', { name: digest.articles[0]?.title }).first(),
  ).toBeVisible()
  const counts = subscribersRegion(page)
  await expect(counts.getByText('Active', { exact: true })).toBeVisible()
  await expect(counts.getByText('Pending confirmation', { exact: true })).toBeVisible()
  // The mail in the frame is the digest's own HTML; axe cannot run in a frame without scripts.
  await expectNoSeriousAxeViolations(page, undefined, ['iframe[title="Digest preview"]'])
  await reviewPicture(page, 'admin-newsletter-1280')

  // A test goes to the editor alone.
  const isTest = (mail: { subject: string }) => mail.subject === `[Test] ${digest.subject}`
  const testsBefore = (await mailsTo(EDITOR.email, isTest)).length
  await page.getByRole('button', { name: 'Send test to me' }).click()
  await expect(page.getByText('Test sent', { exact: true })).toBeVisible()
  await expect(
    page.getByText(`A test of this week's digest was sent to ${EDITOR.email}`),
  ).toBeVisible()
  const testMail = await awaitMail(EDITOR.email, isTest, testsBefore + 1)
  expect(testMail.text).toContain(digest.articles[0]?.title)

  // The export has every subscriber, this reader included.
  const download = page.waitForEvent('download')
  await counts.getByRole('link', { name: 'Download CSV' }).click()
  const csvFile = await download
  expect(csvFile.suggestedFilename()).toMatch(/^blockwise-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await csvFile.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('"name","email","status","created","confirmed"')
  expect(csv).toContain(`"Ada","${reader}","active"`)

  // Only an approved issue goes out: approve this week's (as its edit view saves it, see the test
  // of that view below) unless another spec already did or sent it.
  const issue = await approveThisWeek(request, await editorAuthorization(request))
  expect(issue.week).toBe(digest.week)
  await page.reload()

  // Send now asks first, saying how many readers will get it.
  const sendNow = page.getByRole('button', { name: 'Send now', exact: true })
  await sendNow.click()
  await expect(page.getByText('Send this week’s digest now?')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  expect(await mailsTo(reader, isDigest)).toHaveLength(0)
  await sendNow.click()
  const confirm = page.getByRole('button', { name: /^Send to \d+ active subscribers?$/ })
  await expect(page.getByText(/goes to \d+ active subscribers? right away/)).toBeVisible()
  await confirm.click()
  await expect(page.getByText('Sending started', { exact: true })).toBeVisible()
  await expect(page.getByText(`The ${digest.week} digest is being sent`)).toBeVisible()
  await awaitMail(reader, isDigest)

  // The screen follows the send until this week's row says it went out.
  const row = page
    .getByRole('table', { name: 'Past issues' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: digest.week, exact: true }) })
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 })
  const cells = row.getByRole('cell')
  // Week, Subject, Status, Recipients, Sent, Failed, Pending, Sent at
  await expect(cells.nth(4)).toHaveText(/^[1-9]\d*$/)
  await expect(cells.nth(5)).toHaveText('0')
  await expect(cells.nth(6)).toHaveText('0')
  await expect(page.getByText(/Every active subscriber has had the .* issue/)).toBeVisible()
  await expect(sendNow).toBeDisabled()
  await reviewPicture(page, 'admin-newsletter-sent-1280')
})

test('a send the server refuses says why', async ({ page }) => {
  await logInToAdmin(page)
  await page.goto(NEWSLETTER)
  const digest = await preview(page)
  const { week } = digest
  await page.route('**/api/newsletter/digest/send', (route) =>
    route.fulfill({ status: 409, json: { error: `The ${week} digest is already being sent` } }),
  )
  // However many readers other specs left waiting, there is someone to send to.
  await page.route('**/api/newsletter/digest/preview', (route) =>
    route.fulfill({
      json: { ...digest, recipients: 3, issue: { id: randomUUID(), status: 'approved' } },
    }),
  )
  await page.reload()
  await page.getByRole('button', { name: 'Send now', exact: true }).click()
  await page.getByRole('button', { name: 'Send to 3 active subscribers' }).click()
  await expect(page.getByText('Not sent', { exact: true })).toBeVisible()
  await expect(
    page.getByText(
      `The ${week} digest is already being sent. Its progress shows under Past issues; nobody is mailed twice.`,
    ),
  ).toBeVisible()

  await page.route('**/api/newsletter/digest/test', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'Something went wrong. Please try again later.' },
    }),
  )
  await page.getByRole('button', { name: 'Send test to me' }).click()
  await expect(page.getByText('Test not sent', { exact: true })).toBeVisible()
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible()
})

test('the issue’s edit view shows its articles in order, its subject and the mail as it will be sent', async ({
  page,
  request,
}) => {
  await logInToAdmin(page)
  const { id } = await approveThisWeek(request, await editorAuthorization(request))
  const saved = await cmsApi(page).get(`/cms-api/newsletter-issues/${id}?depth=1`)
  const issue = (await saved.json()) as { subject: string; articles: Array<{ title: string }> }
  await page.goto(`${seededCms}/admin/collections/newsletter-issues/${id}`)
  const preview = page.getByRole('region', { name: 'The mail as it will be sent' })
  await expect(preview.getByText(issue.subject, { exact: true })).toBeVisible()
  await expect(
    preview.getByRole('list', { name: 'Articles in this issue, in order' }).getByRole('listitem'),
  ).toContainText(issue.articles.map((article) => article.title))
  const frame = preview.locator('iframe[title="Mail preview"]')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(frame.contentFrame().getByText('Hi Reader,')).toBeVisible()
})

test('visitors who are not logged in are sent to the login first', async ({ page }) => {
  await page.goto(NEWSLETTER)
  await expect(page).toHaveURL(`${seededCms}/admin/login?redirect=%2Fadmin%2Fnewsletter`)
})
