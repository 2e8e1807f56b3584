import { expect, test, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/**
 * docs/product.md (Preview): the preview's banner never covers the site's header, at the
 * top of the page or scrolled, on a desktop or a phone; and it says what the preview shows: a live
 * article's unpublished changes, or an article readers cannot find.
 */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

/** How far the banner's box reaches into the header's (0: they do not overlap). */
async function overlap(page: Page): Promise<number> {
  const banner = await page.locator('[data-preview-banner]').boundingBox()
  const header = await page.locator('body > header').boundingBox()
  if (!banner || !header) throw new Error('no banner or no header')
  return Math.max(
    0,
    Math.min(banner.y + banner.height, header.y + header.height) - Math.max(banner.y, header.y),
  )
}

test('the preview banner sits above the header and says what the preview shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const post = async (data: Record<string, unknown>) => {
    const created = await request.post(`${seededCms}/cms-api/articles`, {
      headers: { authorization },
      data: articleData(author?.id ?? '', data),
    })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { doc: { id: string; slug: string } }).doc
  }
  const long = Array.from({ length: 40 }, (_, index) => `Paragraph ${index + 1} of the body.`)
  const live = await post({
    title: `Banner live ${uniqueSuffix()}`,
    published: true,
    content: lexicalParagraphs(...long),
  })
  const draftTitle = `Banner draft ${uniqueSuffix()}`
  const draftSaved = await request.patch(`${seededCms}/cms-api/articles/${live.id}?draft=true`, {
    headers: { authorization },
    data: { title: draftTitle },
  })
  expect(draftSaved.status()).toBe(200)
  const never = await post({ title: `Banner never ${uniqueSuffix()}` })

  try {
    await logInToAdmin(page)
    await page.goto(`${seededCms}/cms-api/preview/articles/${live.id}`)
    await page.waitForURL(`${baseURL}/articles/${live.slug}`)
    const banner = page.locator('[data-preview-banner]')
    await expect(banner).toContainText('Preview — unpublished changes to a live article')
    await expect(banner).not.toContainText('not published')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)

    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(() => overlap(page), { message: `${size.width} px, top` }).toBe(0)
      await expect(page.locator('body > header')).toBeInViewport()
      // Scrolled, the sticky header sticks below the banner.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      await expect.poll(() => overlap(page), { message: `${size.width} px, scrolled` }).toBe(0)
      await expect(page.locator('body > header')).toBeInViewport()
    }

    await page.goto(`${seededCms}/cms-api/preview/articles/${never.id}`)
    await page.waitForURL(`${baseURL}/articles/${never.slug}`)
    await expect(banner).toContainText('Preview — not published')
    await expect.poll(() => overlap(page)).toBe(0)
  } finally {
    for (const id of [live.id, never.id]) {
      await request.delete(`${seededCms}/cms-api/articles/${id}`, { headers: { authorization } })
    }
  }
})
