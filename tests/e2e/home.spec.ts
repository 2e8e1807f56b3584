import { expect, test } from '@playwright/test'

test('the home page lists the seeded, published articles from the CMS', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible()
  const cards = page.locator('article.article-card')
  // 25 of the 26 seeded articles are published; the draft must not appear.
  await expect(cards).toHaveCount(25)
  await expect(
    page.getByRole('link', { name: /The 2024 Bitcoin Halving Explained/i }),
  ).toHaveAttribute('href', '/articles/the-2024-bitcoin-halving-explained')
  await expect(page.getByText('Clear Rules Are Good for Crypto', { exact: false })).toHaveCount(0)
  await expect(page.getByText('© 2025 Blockwise')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  )
})

test('featured images are served on the site origin as responsive WebP', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const src = await page.locator('article.article-card img').first().getAttribute('src')
  expect(src).toMatch(/^\/cms-api\/media\/file\/.+\.webp$/)
  const image = await request.get(src ?? '')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
})

test('/api/articles on the site origin is forwarded to the CMS contract', async ({ request }) => {
  const response = await request.get('/api/articles?published=true&featured=true')
  expect(response.status()).toBe(200)
  const articles = (await response.json()) as Array<{ featured: boolean; published: boolean }>
  expect(articles.length).toBeGreaterThanOrEqual(3)
  expect(articles.every((article) => article.featured && article.published)).toBe(true)
})

test('a reader can clap through the site origin', async ({ request }) => {
  const slug = 'the-2024-bitcoin-halving-explained'
  const before = (await (await request.get(`/api/articles/${slug}/claps`)).json()) as {
    claps: number
  }
  const response = await request.post(`/api/articles/${slug}/clap`, {
    headers: { 'content-type': 'application/json' },
  })
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ claps: before.claps + 1 })
})
