import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { waitForEffects } from './support/hydration'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([hidden])')

test('the home page lists the seeded, published articles from the CMS', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible()
  for (const section of ['News', 'Opinion', 'Analysis']) {
    const region = page.getByRole('region', { name: section, exact: true })
    await expect(region.locator('article')).toHaveCount(section === 'Opinion' ? 5 : 6)
  }
  const more = page.getByRole('link', { name: /More Articles/ })
  await expect(more).toHaveCount(3)
  expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    ['/news', '/opinions', '/analysis'],
  )
  // The draft opinion piece is never shown.
  await expect(page.getByText('Clear Rules Are Good for Crypto', { exact: false })).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'One box of crypto knowledge, every week' }),
  ).toBeVisible()
})

test('the carousel shows the 4 newest non-learn articles and advances every 3000 ms', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await waitForEffects(page)
  const slides = page.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(4)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
  await page.clock.runFor(2_900)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
  await page.clock.runFor(100)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4')
  await page.clock.runFor(3_000 * 3)
  // 2 → 3 → 4 → back to 1.
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
})

test('the carousel pauses on hover and on keyboard focus', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForEffects(page)
  const carousel = page.getByRole('region', { name: 'Featured stories' })
  await carousel.hover()
  await page.clock.runFor(10_000)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
  await page.mouse.move(0, 0)
  await page.getByRole('button', { name: 'Next slide' }).focus()
  await page.clock.runFor(10_000)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
})

test('previous, next and the dots wrap around', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Featured stories' })
  await carousel.hover()
  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 4')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4')
  await carousel.getByRole('button', { name: 'Go to slide 3' }).click()
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 4')
  const titles = await page.locator('[aria-roledescription="slide"] h2').allTextContents()
  expect(titles).not.toContain('What Is DeFi? Decentralized Finance for Complete Beginners')
})

test('featured images are served on the site origin as responsive WebP', async ({
  page,
  request,
}) => {
  await page.goto('/news')
  const src = await page.locator('main article img').first().getAttribute('src')
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

test("a card's share menu offers the article's share actions when opened", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  const card = page.getByRole('region', { name: 'News', exact: true }).locator('article').first()
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href')
  // The actions are not in the page until a reader asks for them.
  await expect(card.getByRole('group', { name: /Share/ })).toHaveCount(0)
  await waitForEffects(page)
  await card.getByText('Share', { exact: true }).click()
  const actions = card.getByRole('group', { name: /Share/ })
  await actions.getByRole('button', { name: 'Copy Link' }).click()
  await expect(
    page.getByText('Article link has been copied to your clipboard.', { exact: true }),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(href ?? '', page.url()).href,
  )
})

test('on a phone, the featured story fits the carousel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const rightEdge = async (part: Locator) => {
    const box = await part.boundingBox()
    expect(box).not.toBeNull()
    return (box?.x ?? 0) + (box?.width ?? 0)
  }
  // The carousel clips what overflows it, so the page itself never scrolls sideways.
  const carousel = await rightEdge(page.getByRole('region', { name: 'Featured stories' }))
  const slide = currentSlide(page)
  for (const part of [slide, slide.getByRole('heading', { level: 2 }), slide.locator('p')]) {
    expect(await rightEdge(part)).toBeLessThanOrEqual(carousel)
  }
})
