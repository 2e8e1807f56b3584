import { expect, test, type Page } from '@playwright/test'

import { FAKE_ARTICLE, anthropicControl } from '../fakes/anthropic'
import { googleControl } from '../fakes/google'

import {
  aiFakes,
  cmsApi,
  emptyCms,
  expectNoSeriousAxeViolations,
  logInToAdmin,
  openEditorialHome,
  logInToEmptyStack,
  publishFinishedGenerations,
  resetAiFakes,
  seededCms,
  waitUntilPublished,
  type CmsApi,
} from './support/admin'
import { reviewPicture } from './support/screenshots'
import { withConsentDecided } from './support/consent'

const MONITOR = `${seededCms}/admin/incomplete-articles`

interface RecordInput {
  articleTitle: string
  claudeArticleSaved: boolean
  googleImageSaved: boolean
  imagePrompt?: string
}

/** Plants incomplete-article records through the native API, each pointing at a seeded article. */
async function plantRecords(api: CmsApi, records: RecordInput[]): Promise<string[]> {
  const articles = await api.get('/cms-api/articles?limit=1&depth=0')
  const [article] = ((await articles.json()) as { docs: Array<{ id: string }> }).docs
  return Promise.all(
    records.map(async (record) => {
      const created = await api.post('/cms-api/incomplete-articles', {
        ...record,
        articleId: article?.id,
      })
      expect(created.status()).toBe(201)
      return ((await created.json()) as { doc: { id: string } }).doc.id
    }),
  )
}

async function removeRecords(api: CmsApi, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => api.delete(`/cms-api/incomplete-articles/${id}`)))
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })

/** The row of the record for one article (generated titles repeat; article ids do not). */
const rowOfArticle = (page: Page, articleId: string) =>
  page
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="/collections/articles/${articleId}"]`) })

/** Starts a generation as the logged-in editor, as the generate view does; the draft's id. */
async function startGeneration(api: CmsApi, topic: string): Promise<string> {
  const authors = (await (await api.get('/api/authors')).json()) as Array<{ id: string }>
  const started = await api.post('/api/generation', {
    topic,
    articleType: 'news',
    authorId: authors[0]?.id,
  })
  expect(started.status()).toBe(202)
  return ((await started.json()) as { articleId: string }).articleId
}

test.describe('on the seeded publication', () => {
  let planted: string[] = []

  test.beforeEach(async ({ page }) => {
    await logInToAdmin(page)
  })

  test.afterEach(async ({ page }) => {
    await removeRecords(cmsApi(page), planted)
    planted = []
  })

  test('the navigation leads to the monitor, which lists the seeded record', async ({ page }) => {
    await openEditorialHome(page)
    await page.getByRole('button', { name: /open menu/i }).click()
    // The monitor's link is under Editorial; the raw collection of that name is not in the nav.
    const editorial = page.locator('#nav-group-Editorial')
    await expect(
      page.locator('.nav').getByRole('link', { name: 'Incomplete articles', exact: true }),
    ).toHaveCount(1)
    await editorial.getByRole('link', { name: 'Incomplete articles' }).click()
    await expect(page).toHaveURL(MONITOR)

    await expect(page.getByRole('heading', { level: 1, name: 'Incomplete Articles' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '1 incomplete article' })).toBeVisible()
    const headers = page.getByRole('columnheader')
    await expect(headers).toHaveText([
      'Article Title',
      'Claude Article',
      'Google Image',
      'Image Prompt',
      'Status',
      'Created',
      'Actions',
    ])
    const row = rowOf(page, 'Clear Rules Are Good for Crypto, Even When They Sting')
    await expect(row.getByRole('cell')).toHaveText([
      'Clear Rules Are Good for Crypto, Even When They Sting',
      'Saved',
      'Missing',
      /^Editorial illustration/,
      'Claude Only',
      /\d/,
      /Retry.*Delete/,
    ])
    await expect(page.getByText('Claude Article Saved', { exact: true })).toBeVisible()
    await expect(page.getByText('Google Image Saved', { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await reviewPicture(page, 'admin-monitor-1280')

    // Out of the navigation, the raw collection still has its views.
    await page.goto(`${seededCms}/admin/collections/incomplete-articles`)
    await expect(page.getByRole('heading', { level: 1, name: 'Incomplete articles' })).toBeVisible()
  })

  test('each record shows the badge its two flags give, and long texts are cut short', async ({
    page,
  }) => {
    const longPrompt = `A very long image prompt ${'that keeps going '.repeat(12)}`
    planted = await plantRecords(cmsApi(page), [
      { articleTitle: 'Planted both saved', claudeArticleSaved: true, googleImageSaved: true },
      { articleTitle: 'Planted image only', claudeArticleSaved: false, googleImageSaved: true },
      {
        articleTitle:
          'Planted neither saved, with a title long enough to be cut short in the table',
        claudeArticleSaved: false,
        googleImageSaved: false,
        imagePrompt: longPrompt,
      },
    ])
    await page.goto(MONITOR)
    await expect(page.getByRole('heading', { name: '4 incomplete articles' })).toBeVisible()

    await expect(
      rowOf(page, 'Planted both saved').getByText('Both Complete', { exact: true }),
    ).toBeVisible()
    await expect(
      rowOf(page, 'Planted image only').getByText('Image Only', { exact: true }),
    ).toBeVisible()
    await expect(
      rowOf(page, 'Planted image only').getByText('No prompt', { exact: true }),
    ).toBeVisible()

    const longTitle = 'Planted neither saved, with a title long enough to be cut short in the table'
    const row = rowOf(page, longTitle)
    await expect(row.getByText('Both Failed', { exact: true })).toBeVisible()
    const title = row.getByRole('link', { name: longTitle })
    await expect(title).toHaveAttribute('title', longTitle)
    expect((await title.boundingBox())?.width).toBeLessThanOrEqual(200)
    const prompt = row.getByText(longPrompt.trim())
    await expect(prompt).toHaveAttribute('title', longPrompt)
    expect((await prompt.boundingBox())?.width).toBeLessThanOrEqual(150)
  })

  test('Delete asks first, then removes the record with the "Deleted" toast', async ({ page }) => {
    planted = await plantRecords(cmsApi(page), [
      { articleTitle: 'Planted to be deleted', claudeArticleSaved: true, googleImageSaved: false },
    ])
    await page.goto(MONITOR)
    const row = rowOf(page, 'Planted to be deleted')
    await row.getByRole('button', { name: 'Delete Planted to be deleted' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: 'Delete Planted to be deleted' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible()
    await expect(page.getByText('Incomplete article record removed successfully')).toBeVisible()
    await expect(row).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '1 incomplete article' })).toBeVisible()
  })

  test('a failed delete says why with an "Error" toast', async ({ page }) => {
    planted = await plantRecords(cmsApi(page), [
      { articleTitle: 'Planted and gone', claudeArticleSaved: true, googleImageSaved: false },
    ])
    await page.goto(MONITOR)
    const row = rowOf(page, 'Planted and gone')
    await expect(row).toBeVisible()
    // Someone else removes it first: the server answers 404 with its own message.
    await removeRecords(cmsApi(page), planted)
    await row.getByRole('button', { name: 'Delete Planted and gone' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Incomplete article not found')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('an image the AI refused leaves the article Claude Only until Retry draws it and publishes it', async ({
    page,
  }) => {
    await resetAiFakes()
    await publishFinishedGenerations()
    // Claude takes its time (the fake holds the answer for 5 s): the record shows it is running.
    await anthropicControl.script(aiFakes.anthropic, 'slow')
    await googleControl.script(aiFakes.google, 'image_safety')
    const articleId = await startGeneration(cmsApi(page), 'Why stablecoins need reserves')

    await page.goto(MONITOR)
    const row = rowOfArticle(page, articleId)
    await expect(row.getByText('Generating…')).toBeVisible()
    await expect(
      row.getByRole('button', { name: 'Retry Why stablecoins need reserves' }),
    ).toBeDisabled()
    // The monitor polls every 30 s; Refresh asks now, until the image step has given up.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expect(row.getByText('Claude Only', { exact: true })).toBeVisible({ timeout: 1_000 })
      await expect(row.getByText('Generating…')).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(row.getByText(/Gemini withheld the image/)).toBeVisible()

    await resetAiFakes()
    await row.getByRole('button', { name: `Retry ${FAKE_ARTICLE.title}` }).click()
    await expect(page.getByText('Success', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Retry started: Gemini redraws the image; the saved article text is kept.'),
    ).toBeVisible()

    const slug = await waitUntilPublished(cmsApi(page), articleId)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(row).toHaveCount(0)
    await withConsentDecided(page)
    await page.goto(`/articles/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: FAKE_ARTICLE.title })).toBeVisible()
  })

  test('a retry the server refuses says why with a "Retry Failed" toast', async ({ page }) => {
    await page.goto(MONITOR)
    await page.route('**/api/incomplete-articles/*/retry', (route) =>
      route.fulfill({
        status: 409,
        json: { error: 'A generation for this article is already running' },
      }),
    )
    const row = rowOf(page, 'Clear Rules Are Good for Crypto, Even When They Sting')
    await row.getByRole('button', { name: /^Retry / }).click()
    await expect(page.getByText('Retry Failed', { exact: true })).toBeVisible()
    await expect(page.getByText('A generation for this article is already running')).toBeVisible()
  })

  test('a list that cannot be read says so and offers to try again', async ({ page }) => {
    await page.route('**/api/incomplete-articles', (route) =>
      route.fulfill({
        status: 500,
        json: { error: 'Something went wrong. Please try again later.' },
      }),
    )
    await page.goto(MONITOR)
    await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible()
    await page.unroute('**/api/incomplete-articles')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: '1 incomplete article' })).toBeVisible()
  })
})

test('visitors who are not logged in are sent to the login first', async ({ page }) => {
  await page.goto(MONITOR)
  await expect(page).toHaveURL(`${seededCms}/admin/login?redirect=%2Fadmin%2Fincomplete-articles`)
})

test('on an empty publication the monitor is all clear', async ({ page }) => {
  await logInToEmptyStack(page.request)
  await page.goto(`${emptyCms}/admin/incomplete-articles`)
  await expect(page.getByRole('heading', { name: 'All Clear!' })).toBeVisible()
  await expect(
    page.getByText(
      'No incomplete articles found. All dual AI generations have completed successfully.',
    ),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
