import { expect, test } from '@playwright/test'

import { uniqueSuffix } from '../support/fixtures'

import { cmsApi, logInToAdmin } from './support/admin'
import {
  autosaveAnswer,
  draftArticle,
  keptChangesOffer,
  keptEdits,
  notSavedBanner,
  openArticle,
  reloadAnsweringLeave,
} from './support/unsavedWork'

/**
 * An editor whose session ends while typing (logged out in another tab, a token that lapsed
 * while the laptop slept) loses nothing: the edit view says so until a save succeeds, keeps the
 * text in the browser, and offers it back once the editor has logged in again.
 */
test('what an editor types after the session ended is kept, and saved once logged in again', async ({
  page,
  request,
}) => {
  const article = await draftArticle(request)
  try {
    await logInToAdmin(page)
    await openArticle(page, article.id)
    const title = page.locator('#field-title')

    const loggedOut = await cmsApi(page).post('/cms-api/users/logout')
    expect(loggedOut.ok()).toBe(true)

    const typed = `Typed after the session ended ${uniqueSuffix()}`
    const refused = autosaveAnswer(page, article.id)
    await title.click()
    await title.fill(typed)
    expect((await refused).status()).toBeGreaterThanOrEqual(400)

    const banner = notSavedBanner(page)
    await expect(banner).toContainText('You are logged out, so your changes are not saved.')
    await expect(banner).toContainText('kept in this browser')
    await expect.poll(async () => (await keptEdits(page, article.id))?.data.title).toBe(typed)
    // Unlike the refusal's toast, the banner stays.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expect(banner).toBeVisible()

    await logInToAdmin(page)
    expect(await reloadAnsweringLeave(page)).toBe(true)
    await expect(title).toHaveValue(article.title)
    const offer = keptChangesOffer(page)
    await expect(offer).toBeVisible()

    const saved = autosaveAnswer(page, article.id)
    await offer.getByRole('button', { name: 'Restore kept changes' }).click()
    await expect(title).toHaveValue(typed)
    expect((await saved).status()).toBe(200)
    await expect(offer).toHaveCount(0)
    await expect(banner).toHaveCount(0)
    expect((await article.readDraft()).title).toBe(typed)

    // Stored, so the browser keeps nothing more and the next visit offers nothing.
    await expect.poll(() => keptEdits(page, article.id)).toBeNull()
    await openArticle(page, article.id)
    await expect(title).toHaveValue(typed)
    await expect(keptChangesOffer(page)).toHaveCount(0)
  } finally {
    await article.remove()
  }
})
