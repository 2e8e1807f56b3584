import { expect, test, type Page } from '@playwright/test'

import { cmsApi, logInToAdmin, seededCms, type CmsApi } from './support/admin'

const PHONE = { width: 390, height: 844 }

interface SeededArticle {
  id: string
  title: string
}

async function anArticle(api: CmsApi): Promise<SeededArticle> {
  const response = await api.get('/cms-api/articles?where[published][equals]=true&limit=1&depth=0')
  const [article] = ((await response.json()) as { docs: SeededArticle[] }).docs
  expect(article).toBeDefined()
  return article as SeededArticle
}

async function openArticle(page: Page, id: string): Promise<void> {
  await page.goto(`${seededCms}/admin/collections/articles/${id}`)
  await expect(page.locator('#field-title')).toBeVisible()
}

/** The label of a field of the open document, by the field's name. */
const fieldLabel = (page: Page, name: string) => page.locator(`label[for="field-${name}"]`)

test.beforeEach(async ({ page }) => logInToAdmin(page))

test('the generate form keeps the chosen type and author after a submit', async ({ page }) => {
  await page.goto(`${seededCms}/admin/generate-article`)
  const author = page.getByLabel('Author')
  await expect(author).toBeEnabled()
  await page.getByLabel('Topic').fill('Why stablecoins hold their peg')
  await page.getByLabel('Article type').selectOption('analysis')
  await author.selectOption({ index: 1 })
  const chosenAuthor = await author.inputValue()

  await page.getByRole('button', { name: 'Generate article' }).click()
  await expect(page.getByText('Generation started', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Topic')).toHaveValue('')
  await expect(page.getByLabel('Article type')).toHaveValue('analysis')
  await expect(author).toHaveValue(chosenAuthor)
})

test('remote images pasted into the body are left out, with a notice, not left loading', async ({
  page,
}) => {
  const api = cmsApi(page)
  await openArticle(page, (await anArticle(api)).id)
  const body = page.locator('[data-field-path="content"] [contenteditable="true"]')
  await body.click()
  await page.keyboard.press('Control+End')
  await body.evaluate((editor) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData(
      'text/html',
      '<p>Pasted before the picture.</p><img src="https://example.com/x.png" alt="A chart"><p>Pasted after it.</p>',
    )
    clipboardData.setData('text/plain', 'Pasted before the picture.\nPasted after it.')
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  })

  await expect(page.getByText('Pasted images were left out', { exact: true })).toBeVisible()
  await expect(body.getByText('Pasted before the picture.')).toBeVisible()
  await expect(body.getByText('Pasted after it.')).toBeVisible()
  // No upload placeholder (or any other image) was inserted for the remote picture.
  await expect(body.locator('[data-lexical-decorator="true"]')).toHaveCount(0)
  await expect(body.locator('img')).toHaveCount(0)
})

test('derived fields are not marked required and can be left empty', async ({ page }) => {
  await page.goto(`${seededCms}/admin/collections/articles/create`)
  await expect(fieldLabel(page, 'title').locator('.required')).toHaveCount(1)
  for (const derived of ['slug', 'readTime']) {
    await expect(fieldLabel(page, derived)).toBeVisible()
    await expect(fieldLabel(page, derived).locator('.required')).toHaveCount(0)
  }

  await page.goto(`${seededCms}/admin/collections/authors/create`)
  for (const derived of ['initials', 'slug']) {
    await expect(fieldLabel(page, derived)).toBeVisible()
    await expect(fieldLabel(page, derived).locator('.required')).toHaveCount(0)
  }
  await page.locator('#field-name').fill('Ada Byron')
  await page.locator('#field-email').fill(`ada-${Date.now()}@blockwise.local`)
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/cms-api/authors'),
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  const { doc } = (await answer.json()) as { doc: { initials: string; slug: string } }
  expect(doc.initials).toBe('AB')
  expect(doc.slug).toMatch(/^ada-byron(-\d+)?$/)
})

test('at 390 px the article edit view does not scroll sideways and publishing is at hand', async ({
  page,
}) => {
  const api = cmsApi(page)
  await page.setViewportSize(PHONE)
  await openArticle(page, (await anArticle(api)).id)
  const body = page.locator('[data-field-path="content"]')
  await expect(body.locator('[data-lexical-editor="true"]')).toBeVisible()

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  // Publishing comes before the article's body, not after the whole form…
  const publish = page.getByRole('button', { name: 'Publish changes', exact: true })
  const publishBox = await publish.boundingBox()
  const bodyBox = await body.boundingBox()
  expect(publishBox?.y).toBeLessThan(bodyBox?.y ?? 0)
  // …and stays in view wherever the editor is in the form.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(publish).toBeInViewport()
})
