import { expect, test } from '@playwright/test'

import { EVERY_NODE } from '../support/everyNode'
import { articleData } from '../support/fixtures'
import { lexicalDocument } from '../support/lexical'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/** The article editor names its video blocks and offers no second H1. */
test('a video block is headed by its title', async ({ page, request }) => {
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', {
      content: lexicalDocument({
        type: 'block',
        version: 2,
        format: '',
        fields: {
          blockName: '',
          blockType: 'video',
          url: EVERY_NODE.videoUrl,
          title: EVERY_NODE.videoTitle,
        },
      }),
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }
  try {
    await logInToAdmin(page)
    await page.goto(`${seededCms}/admin/collections/articles/${doc.id}`)
    await expect(
      page.locator('.LexicalEditorTheme__block-video .LexicalEditorTheme__block__block-header'),
    ).toContainText(EVERY_NODE.videoTitle)
  } finally {
    await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
  }
})

test('the slash menu offers headings H2 to H4, never a second H1', async ({ page }) => {
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/articles/create`)
  await page.locator('[data-lexical-editor="true"]').click()
  await page.keyboard.type('/heading')
  await expect(page.getByText('Heading 2', { exact: true })).toBeVisible()
  await expect(page.getByText('Heading 4', { exact: true })).toBeVisible()
  await expect(page.getByText('Heading 1', { exact: true })).toHaveCount(0)
})
