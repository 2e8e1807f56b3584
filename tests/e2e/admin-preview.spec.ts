import { expect, test, type Frame, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/**
 * An editor previews a live article's unpublished changes on the real site, beside the editor at
 * three widths too, updating as they type; an anonymous browser with the same link gets the login
 * page.
 */
const PUBLISHED_TEXT = 'Readers see this published paragraph.'
const DRAFT_SENTENCE = 'An unpublished draft sentence.'

const isAutosave = (id: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'PATCH' &&
  response.url().includes(`/cms-api/articles/${id}?`) &&
  response.url().includes('autosave=true')

/** The live preview's frame once it shows the site's article page. */
async function previewFrame(page: Page, slug: string): Promise<Frame> {
  await expect.poll(() => page.frame({ url: new RegExp(`/articles/${slug}$`) })).toBeTruthy()
  return page.frame({ url: new RegExp(`/articles/${slug}$`) })!
}

test('an editor previews unpublished changes on the site and beside the editor', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const publishedTitle = `Preview check ${uniqueSuffix()}`
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', {
      title: publishedTitle,
      published: true,
      content: lexicalParagraphs(PUBLISHED_TEXT),
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  try {
    await logInToAdmin(page)
    await page.goto(`${seededCms}/admin/collections/articles/${doc.id}`)
    const draftTitle = `Draft of ${publishedTitle}`
    const titleSaved = page.waitForResponse(isAutosave(doc.id))
    await page.locator('#field-title').fill(draftTitle)
    await titleSaved
    const bodySaved = page.waitForResponse(isAutosave(doc.id))
    await page.locator('[data-lexical-editor="true"]').click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(` ${DRAFT_SENTENCE}`)
    await bodySaved

    // Readers still get the published article.
    const reader = await (await request.get(`${baseURL}/articles/${doc.slug}`)).text()
    expect(reader).toContain(publishedTitle)
    expect(reader).not.toContain(DRAFT_SENTENCE)

    // Preview: a new tab on the site, marked, with the draft.
    const [previewTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview', exact: true }).click(),
    ])
    await previewTab.waitForURL(`${baseURL}/articles/${doc.slug}`)
    await expect(previewTab.locator('[data-preview-banner]')).toContainText(
      'Preview — unpublished changes to a live article',
    )
    await expect(previewTab.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(previewTab.getByText(DRAFT_SENTENCE)).toBeVisible()
    const previewLink = previewTab.url()
    await previewTab.close()

    // Live preview at the three widths.
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    let frame = await previewFrame(page, doc.slug)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(frame.getByText('Preview — unpublished changes to a live article')).toBeVisible()
    for (const [label, width] of [
      ['Phone', 375],
      ['Tablet', 768],
      ['Desktop', 1440],
    ] as const) {
      await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
      await page.getByRole('button', { name: label, exact: true }).click()
      await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(width)
    }

    // Typing in the editor updates the frame once the draft autosaves.
    const retitled = `${draftTitle} (retitled)`
    const retitleSaved = page.waitForResponse(isAutosave(doc.id))
    await page.locator('#field-title').fill(retitled)
    await retitleSaved
    frame = await previewFrame(page, doc.slug)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(retitled)
    // Live preview stays open for this editor until closed (a preference): close it.
    await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toBeVisible()

    // An anonymous browser with the editor's link gets the login page, not the draft.
    const anonymous = await browser.newContext()
    try {
      const stranger = await anonymous.newPage()
      await stranger.goto(`${seededCms}/cms-api/preview/articles/${doc.id}`)
      await expect(stranger).toHaveURL(/\/admin\/login\?redirect=/)
      await expect(stranger.getByText(DRAFT_SENTENCE)).toHaveCount(0)
      // The site page the editor ended on shows readers the published article.
      await stranger.goto(previewLink)
      await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(publishedTitle)
      await expect(stranger.locator('[data-preview-banner]')).toHaveCount(0)
    } finally {
      await anonymous.close()
    }
  } finally {
    await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
  }
})
