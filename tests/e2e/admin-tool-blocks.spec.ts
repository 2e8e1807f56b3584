import { expect, test } from '@playwright/test'

import { EMBED_COIN_ID_INVALID } from '@blockwise/shared/tools/embeds/settings'

import { articleData } from '../support/fixtures'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/** An editor places a tool block in an article; the admin says what is wrong with it. */
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
    // A block's field reaches the article's form only after a form-state round trip and an idle
    // moment of the editor (Payload's runDeprioritized, up to 500 ms); Publish pressed sooner
    // sends the coins from before. The autosave that carries them shows the form has them.
    const autosaved = (coinList: string) =>
      page.waitForRequest(
        (request) =>
          request.method() === 'PATCH' &&
          request.url().includes(`/articles/${doc.id}`) &&
          request.url().includes('autosave=true') &&
          (request.postData() ?? '').includes(coinList),
      )
    const invalidSaved = autosaved('bitcoin, <script>')
    await coins.fill('bitcoin, <script>')
    await invalidSaved
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    await expect(page.getByText(EMBED_COIN_ID_INVALID).first()).toBeVisible()

    const validSaved = autosaved('bitcoin, solana')
    await coins.fill('bitcoin, solana')
    await validSaved
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
