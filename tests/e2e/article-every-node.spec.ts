import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from './support/test'

import { EVERY_NODE, everyNodeDocument } from '../support/everyNode'
import { articleData, uniqueSuffix } from '../support/fixtures'

import { seededCms } from './support/admin'
import { withConsentDecided } from './support/consent'
import { editorAuthorization } from './support/newsletter'

/**
 * Readers see everything an editor puts in an article — the image with its own words, the card of
 * another article, which opens it, and the video as a full-width 16:9 player — on a desktop and on
 * a phone.
 */
const IMAGE_ALT = 'Hash rate chart of the week'
const FEATURED_ALT = 'Miners racking machines before the halving'

interface Listed {
  id: string
  slug: string
  title: string
}

let authorization = ''
let slug = ''
let card: Listed
const created: Array<[collection: 'articles' | 'media', id: string]> = []

async function uploadImage(request: APIRequestContext, alt: string): Promise<string> {
  const png = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const response = await request.post(`${seededCms}/cms-api/media`, {
    headers: { authorization },
    multipart: {
      file: { name: `every-node-${uniqueSuffix()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: string } }
  created.push(['media', doc.id])
  return doc.id
}

test.beforeAll(async ({ request }) => {
  authorization = await editorAuthorization(request)
  const listed = (await (await request.get('/api/articles?published=true')).json()) as Array<
    Listed & { authorId: string }
  >
  const [first, second] = listed
  if (!first || !second) throw new Error('The seeded stack has no published articles')
  card = first
  const imageId = await uploadImage(request, IMAGE_ALT)
  const featuredId = await uploadImage(request, FEATURED_ALT)
  const response = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(first.authorId, {
      title: `Everything an editor can add ${uniqueSuffix()}`,
      published: true,
      featuredImage: featuredId,
      content: everyNodeDocument({
        imageId,
        cardArticleId: first.id,
        linkedArticleId: second.id,
      }),
    }),
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: string; slug: string } }
  created.push(['articles', doc.id])
  slug = doc.slug
})

test.afterAll(async ({ request }) => {
  for (const [collection, id] of created.reverse())
    await request.delete(`${seededCms}/cms-api/${collection}/${id}`, { headers: { authorization } })
})

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page)
  // The player itself is YouTube's business: its frame gets an empty page.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  )
})

async function openArticle(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(`/articles/${slug}`)
  return page.locator('main article').first().locator('.prose')
}

for (const width of [1440, 390]) {
  test(`readers see every node of the body at ${width} px`, async ({ page }) => {
    const body = await openArticle(page, width)
    await expect(body).not.toContainText(/unknown node/i)
    for (const level of [2, 3, 4])
      await expect(body.getByRole('heading', { level, name: `A h${level} heading` })).toBeVisible()
    await expect(body.getByText(EVERY_NODE.checklist.done)).toBeVisible()
    await expect(body.locator('blockquote')).toHaveText(EVERY_NODE.quote)
    await expect(body.locator('hr')).toBeVisible()
    await expect(body.getByRole('link', { name: 'the whitepaper' })).toHaveAttribute(
      'href',
      EVERY_NODE.externalUrl,
    )

    const image = body.getByRole('img', { name: IMAGE_ALT })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
    const bodyBox = await body.boundingBox()
    const imageBox = await image.boundingBox()
    expect(imageBox!.width).toBeLessThanOrEqual(bodyBox!.width + 1)

    const video = body.locator('iframe')
    await video.scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute('src', EVERY_NODE.videoEmbed)
    await expect(video).toHaveAttribute('title', EVERY_NODE.videoTitle)
    const videoBox = await video.boundingBox()
    expect(Math.abs(videoBox!.width - bodyBox!.width)).toBeLessThanOrEqual(1)
    expect(Math.abs(videoBox!.height - (videoBox!.width * 9) / 16)).toBeLessThanOrEqual(1)

    const cardLink = body.getByRole('link', { name: new RegExp(card.title) })
    await cardLink.scrollIntoViewIfNeeded()
    await expect(cardLink).toBeVisible()
    await cardLink.click()
    await expect(page).toHaveURL(new RegExp(`/articles/${card.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title)
  })
}

test('the featured image says what it shows, not the title', async ({ page }) => {
  await openArticle(page, 1440)
  await expect(page.locator('main article figure img').first()).toHaveAttribute('alt', FEATURED_ALT)
})
