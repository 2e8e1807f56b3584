import { expect, test } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { cmsApi, logInToAdmin, seededCms, waitUntilHydrated } from './support/admin'

/**
 * The article edit screen's search result and social card previews (docs/product.md#article-seo)
 * follow the SEO & social fields as the editor types, before any save.
 */
test('typing a meta description and a social title updates both previews', async ({ page }) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const authors = await api.get('/cms-api/authors?limit=1&depth=0')
  const authorId = ((await authors.json()) as { docs: Array<{ id: string }> }).docs[0]?.id ?? ''
  const created = await api.post(
    '/cms-api/articles',
    articleData(authorId, {
      title: `Previewed ${uniqueSuffix()}`,
      excerpt: 'The excerpt the previews show first.',
    }),
  )
  expect(created.status()).toBe(201)
  const { id, slug } = ((await created.json()) as { doc: { id: string; slug: string } }).doc
  try {
    await page.goto(`${seededCms}/admin/collections/articles/${id}`)
    const search = page.getByRole('region', { name: 'Search result preview' })
    const card = page.getByRole('region', { name: 'Social card preview' })
    await expect(search).toContainText('The excerpt the previews show first.')
    await expect(search).toContainText(`› articles › ${slug}`)

    const description = page.locator('#field-seo__description')
    await waitUntilHydrated(description)
    await description.pressSequentially('What the halving changes for miners.')
    await expect(search).toContainText('What the halving changes for miners.')
    await expect(card).toContainText('What the halving changes for miners.')
    await expect(search).not.toContainText('The excerpt the previews show first.')

    // Past what a search result shows, the preview cuts at a whole word with an ellipsis.
    await description.fill(`${'Miners sell coins '.repeat(12)}at the end`)
    await expect(search).toContainText('Miners sell coins Miners sell coins')
    await expect(search).not.toContainText('at the end')
    await expect(search.getByText(/…$/)).toBeVisible()

    const socialTitle = page.locator('#field-seo__socialTitle')
    await socialTitle.fill('Halving day, explained')
    await expect(card).toContainText('Halving day, explained')

    const canonical = page.locator('#field-seo__canonicalUrl')
    await canonical.fill('https://partner.example/markets/original')
    await expect(search).toContainText('partner.example › markets › original')
  } finally {
    expect((await api.delete(`/cms-api/articles/${id}`)).status()).toBe(200)
  }
})
