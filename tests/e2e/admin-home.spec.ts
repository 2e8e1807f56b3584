import { expect, test, type Page } from '@playwright/test'

import { cmsApi, logInToAdmin, seededCms, type CmsApi } from './support/admin'

/** The seeded article that was never published. */
const SEEDED_DRAFT = 'Clear Rules Are Good for Crypto, Even When They Sting'

const panel = (page: Page, name: string) => page.getByRole('region', { name })

/** Counts as readers would: each request from its own address, as the site's fast path does. */
async function count(page: Page, slug: string, counter: 'view' | 'clap', times: number) {
  for (let reader = 1; reader <= times; reader++) {
    const response = await page.request.post(`${seededCms}/api/articles/${slug}/${counter}`, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${reader}.9` },
    })
    expect(response.status()).toBe(200)
  }
}

async function firstPublished(api: CmsApi): Promise<{ id: string; slug: string; title: string }> {
  const response = await api.get('/cms-api/articles?limit=1&depth=0&where[published][equals]=true')
  const [article] = (
    (await response.json()) as { docs: Array<{ id: string; slug: string; title: string }> }
  ).docs
  expect(article).toBeDefined()
  return article as { id: string; slug: string; title: string }
}

test('the admin opens on the editorial home, in Blockwise’s colours', async ({ page }) => {
  await page.goto(`${seededCms}/admin/login`)
  await expect(page).toHaveTitle(/ — Blockwise$/)
  await expect(page.getByText('Blockwise', { exact: true })).toBeVisible()
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/)
  await expect(page.getByText(/payload/i)).toHaveCount(0)

  await logInToAdmin(page)
  const api = cmsApi(page)
  const article = await firstPublished(api)
  await count(page, article.slug, 'view', 15)
  await count(page, article.slug, 'clap', 12)
  const planted = await api.post('/cms-api/incomplete-articles', {
    articleId: article.id,
    articleTitle: `Stalled generation ${Date.now()}`,
    claudeArticleSaved: true,
    googleImageSaved: false,
  })
  expect(planted.status()).toBe(201)
  const record = ((await planted.json()) as { doc: { id: string; articleTitle: string } }).doc

  try {
    await page.goto(`${seededCms}/admin`)
    await expect(page.getByRole('heading', { level: 1, name: 'Editorial home' })).toBeVisible()
    await expect(page).toHaveTitle(/ — Blockwise$/)
    await expect(page.getByRole('img', { name: 'Blockwise' })).toBeVisible()

    const drafts = panel(page, 'Drafts in progress')
    await expect(drafts.getByRole('link', { name: SEEDED_DRAFT })).toHaveAttribute(
      'href',
      /\/admin\/collections\/articles\/[0-9a-f-]+$/,
    )
    await expect(panel(page, 'Scheduled')).toContainText('Nothing is scheduled')

    const mostRead = panel(page, 'Most read, last 7 days')
    await expect(mostRead.getByRole('listitem').filter({ hasText: article.title })).toContainText(
      /\d+ views/,
    )
    const mostClapped = panel(page, 'Most clapped, last 7 days')
    await expect(
      mostClapped.getByRole('listitem').filter({ hasText: article.title }),
    ).toContainText(/\d+ claps/)

    const newsletter = panel(page, 'Newsletter')
    await expect(
      newsletter.getByRole('listitem').filter({ hasText: 'Active subscribers' }),
    ).toContainText(/\d+/)
    await expect(newsletter.getByRole('listitem').filter({ hasText: 'Next digest' })).toContainText(
      /UTC/,
    )

    const incomplete = panel(page, 'Incomplete AI generations')
    await expect(incomplete).toContainText(record.articleTitle)
    await incomplete.getByRole('link', { name: /Open the monitor/ }).click()
    await expect(page).toHaveURL(`${seededCms}/admin/incomplete-articles`)
    await expect(
      page.getByRole('heading', { name: 'Incomplete Articles', exact: true }),
    ).toBeVisible()
  } finally {
    await api.delete(`/cms-api/incomplete-articles/${record.id}`)
  }
})
