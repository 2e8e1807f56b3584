import { expect, test, type Page } from '@playwright/test'

import { FAKE_ARTICLE, anthropicControl } from '../fakes/anthropic'

import {
  ADMIN_VIEWPORT,
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
} from './support/admin'
import { reviewPicture } from './support/screenshots'
import { withConsentDecided } from './support/consent'

test.beforeEach(resetAiFakes)

/** The id of the draft the "Generation started" toast links to. */
async function startedArticleId(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Open the draft article' })
  const href = await link.getAttribute('href')
  const id = /\/collections\/articles\/([^/]+)$/.exec(href ?? '')?.[1]
  expect(id).toBeTruthy()
  return id ?? ''
}

test('an editor generates an article from the admin and it is published on the site', async ({
  page,
}) => {
  await logInToAdmin(page)
  await publishFinishedGenerations()
  await openEditorialHome(page)
  await page.getByRole('button', { name: /open menu/i }).click()
  await page.locator('#nav-group-Editorial').getByRole('link', { name: 'Generate article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Generate article' })).toBeVisible()

  await page.getByLabel('Topic').fill('What the next Bitcoin halving changes for miners')
  await page.getByLabel('Article type').selectOption('analysis')
  const author = page.getByLabel('Author')
  await expect(author).toBeEnabled()
  await author.selectOption({ index: 1 })
  await expectNoSeriousAxeViolations(page)
  await reviewPicture(page, 'admin-generate-article-1280')

  // The request is held until the button has shown that it is under way.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/generation', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.fallback()
  })
  await page.getByRole('button', { name: 'Generate article' }).click()
  await expect(page.getByRole('button', { name: 'Starting…' })).toBeDisabled()
  release()

  await expect(page.getByText('Generation started', { exact: true })).toBeVisible()
  await expect(page.getByText(/Claude is writing “What the next Bitcoin halving/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Incomplete articles' }).last()).toBeVisible()
  const id = await startedArticleId(page)
  await expect(page.getByLabel('Topic')).toHaveValue('')

  const slug = await waitUntilPublished(cmsApi(page), id)
  const [textRequest] = await anthropicControl.requests(aiFakes.anthropic)
  expect(JSON.stringify(textRequest?.body)).toContain('What the next Bitcoin halving changes')

  await withConsentDecided(page)
  await page.goto(`/articles/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: FAKE_ARTICLE.title })).toBeVisible()
})

test('a topic the server would refuse is refused with its words, without a request', async ({
  page,
}) => {
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/generate-article`)
  await page.getByLabel('Topic').fill('  ab  ')
  await expect(page.getByLabel('Author')).toBeEnabled()
  await page.getByRole('button', { name: 'Generate article' }).click()
  await expect(page.getByText('Generation not started', { exact: true })).toBeVisible()
  await expect(page.getByText('The topic must be at least 3 characters')).toBeVisible()
  expect(await anthropicControl.requests(aiFakes.anthropic)).toHaveLength(0)
})

test('the server refusing a generation shows its error', async ({ page }) => {
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/generate-article`)
  await page.route('**/api/generation', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          json: { error: 'Article generation is not configured: set ANTHROPIC_API_KEY' },
        })
      : route.fallback(),
  )
  await page.getByLabel('Topic').fill('Stablecoins and the banks')
  await expect(page.getByLabel('Author')).toBeEnabled()
  await page.getByRole('button', { name: 'Generate article' }).click()
  await expect(page.getByText('Generation not started', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Article generation is not configured: set ANTHROPIC_API_KEY'),
  ).toBeVisible()
})

test('without AI keys the generate view says what is missing and cannot start', async ({
  page,
}) => {
  await page.setViewportSize(ADMIN_VIEWPORT)
  await logInToEmptyStack(page.request)
  await page.goto(`${emptyCms}/admin/generate-article`)
  await expect(
    page.getByText('Article generation is not configured: set ANTHROPIC_API_KEY'),
  ).toBeVisible()
  await expect(
    page.getByText('Image generation is not configured: set GOOGLE_API_KEY'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate article' })).toBeDisabled()
  await expectNoSeriousAxeViolations(page)
  await reviewPicture(page, 'admin-generate-article-not-configured-1280')
})
