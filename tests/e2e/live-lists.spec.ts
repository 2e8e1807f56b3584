import { expect, test } from './support/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { seededCms } from './support/admin'
import { withConsentDecided } from './support/consent'
import { editorAuthorization } from './support/newsletter'

test.beforeEach(async ({ page }) => withConsentDecided(page))

/** Says the reader came back to the tab, as the browser does: the page becomes visible again. */
const returnToTab = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))

test('the news list shows an article published meanwhile when the reader returns to the tab', async ({
  page,
  request,
}) => {
  await page.goto('/news')
  // Marks this document: a reload or navigation would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const authorization = await editorAuthorization(request)
  const authors = (await (await request.get('/api/authors')).json()) as Array<{ id: string }>
  const title = `Published while the reader was away ${uniqueSuffix()}`
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(authors[0]?.id ?? '', { title, articleType: 'news', published: true }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }
  try {
    const card = page.getByRole('main').getByText(title)
    await expect(card).toHaveCount(0)
    // The CMS forgets its cached lists just after answering: come back until the new list is in.
    await expect(async () => {
      await page.evaluate(returnToTab)
      await expect(card).toBeVisible({ timeout: 2000 })
    }).toPass()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  } finally {
    const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
      headers: { authorization },
    })
    expect(deleted.status()).toBe(200)
  }
})
