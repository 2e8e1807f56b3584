import { expect, test } from '@playwright/test'

import { EMBED_COIN_ID_INVALID } from '@blockwise/shared/tools/embeds/settings'

import { articleData } from '../support/fixtures'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/** Issue 30: an editor places a tool block in an article; the admin says what is wrong with it. */
test('an editor puts a watchlist in a live article, is told what is wrong with its coins, and readers get it', async ({
  page,
  request,
}) => {
  const authorization = await editorAuthorization(request)
  const authors = (await (await request.get('/api/authors')).json()) as Array<{ id: string }>
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(authors[0]?.id ?? '', { articleType: 'learn', published: true }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  try {
    await logInToAdmin(page)
    await page.goto(`${seededCms}/admin/collections/articles/${doc.id}`)
    await page.locator('[data-lexical-editor="true"] p').last().click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/watchlist')
    await page.getByRole('option', { name: 'Watchlist', exact: true }).click()
    // Payload's label for a field inside a block names no input, so the field is found by name.
    const coins = page.locator('input[name="coins"]')
    await coins.fill('bitcoin, <script>')
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    await expect(page.getByText(EMBED_COIN_ID_INVALID).first()).toBeVisible()

    // A block's fields reach the editor's document only after a form-state round trip to the
    // admin; publishing before it ends would send the old coins. Its answer clears the error.
    await coins.fill('bitcoin, solana')
    await expect(page.getByText(EMBED_COIN_ID_INVALID)).toHaveCount(0)
    const publishing = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/articles/${doc.id}`) &&
        !response.url().includes('autosave=true'),
    )
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    const published = await publishing
    expect(published.status(), await published.text()).toBe(200)
    await expect
      .poll(
        async () =>
          (
            await (await request.get(`/articles/${doc.slug}`, { headers: { cookie: '' } })).text()
          ).includes('A watchlist of bitcoin and solana'),
        { timeout: 15_000 },
      )
      .toBe(true)
  } finally {
    await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
  }
})
