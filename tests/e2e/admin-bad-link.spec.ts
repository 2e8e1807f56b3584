import { expect, test, type Page } from '@playwright/test'

import { LINK_SCHEME_NOT_ALLOWED } from '@blockwise/shared'

import { uniqueSuffix } from '../support/fixtures'

import { logInToAdmin } from './support/admin'
import {
  autosaveAnswer,
  draftArticle,
  keptChangesOffer,
  keptEdits,
  notSavedBanner,
  openArticle,
  reloadAnsweringLeave,
} from './support/unsavedWork'

const BAD_URL = 'javascript:alert(document.cookie)'

const body = (page: Page) => page.locator('[data-field-path="content"] [contenteditable="true"]')

/** The error the body field shows about a link the articles' rules refuse. */
const bodyLinkError = (page: Page) =>
  page
    .locator('[data-field-path="content"]')
    .getByRole('alert')
    .filter({ hasText: LINK_SCHEME_NOT_ALLOWED })

/** Pastes HTML at the end of the body, as copied from another page. */
async function pasteIntoBody(page: Page, html: string): Promise<void> {
  await body(page).click()
  await page.keyboard.press('Control+End')
  await body(page).evaluate((editor, pasted) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/html', pasted)
    clipboardData.setData('text/plain', 'Read this now.')
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  }, html)
}

test.beforeEach(async ({ page }) => logInToAdmin(page))

test('the link drawer refuses a javascript: URL when it is entered', async ({ page, request }) => {
  const article = await draftArticle(request)
  try {
    await openArticle(page, article.id)
    // A word selected with the mouse brings up the inline toolbar, and its link button the drawer.
    await body(page).getByText('Bitcoin is a peer-to-peer electronic cash system.').dblclick()
    await page.locator('.toolbar-popup__button-link').click()

    const url = page.locator('input[name="url"]')
    // The drawer's fields are checked by the CMS as they change: its answer on this very URL comes
    // before the click (an earlier answer, of the form behind the drawer, would not stop the save).
    const checked = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes(BAD_URL),
    )
    await url.fill(BAD_URL)
    await checked
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(LINK_SCHEME_NOT_ALLOWED).first()).toBeVisible()
    await expect(url).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).first().click()
    await expect(body(page).locator('a[href^="javascript:"]')).toHaveCount(0)
  } finally {
    await article.remove()
  }
})

test('a pasted javascript: link is named on the body at once; other changes are kept and leaving asks', async ({
  page,
  request,
}) => {
  const article = await draftArticle(request)
  try {
    await openArticle(page, article.id)

    let saveAnswered = false
    const refused = autosaveAnswer(page, article.id)
    void refused.then(() => (saveAnswered = true))
    await pasteIntoBody(page, `<p>Read <a href="${BAD_URL}">this</a> now.</p>`)
    await expect(bodyLinkError(page)).toContainText(BAD_URL)
    // Named before any save was tried, not only by the refusal.
    expect(saveAnswered).toBe(false)
    await expect(body(page).locator('a')).toHaveCount(1)

    // The server refuses the draft with a 400 that names the body and the rule.
    const answer = await refused
    expect(answer.status()).toBe(400)
    const { errors } = (await answer.json()) as {
      errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
    }
    expect(errors[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'content', message: LINK_SCHEME_NOT_ALLOWED }),
    ])
    await expect(notSavedBanner(page)).toContainText(`Content: ${LINK_SCHEME_NOT_ALLOWED}`)

    // Another field's change cannot be saved with the body as it is, so the browser keeps it.
    const title = page.locator('#field-title')
    const typed = `Typed beside a bad link ${uniqueSuffix()}`
    const refusedAgain = autosaveAnswer(page, article.id)
    await title.fill(typed)
    expect((await refusedAgain).status()).toBe(400)
    await expect.poll(async () => (await keptEdits(page, article.id))?.data.title).toBe(typed)

    // Leaving through the admin asks, and staying keeps everything typed.
    await page.locator('.step-nav__home').click()
    const leave = page.locator('.confirmation-modal').filter({ hasText: 'Leave without saving' })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(leave).toHaveCount(0)
    await expect(title).toHaveValue(typed)

    // Reloading asks too; the page that comes back offers what was typed.
    expect(await reloadAnsweringLeave(page)).toBe(true)
    await expect(title).toHaveValue(article.title)
    await keptChangesOffer(page).getByRole('button', { name: 'Restore kept changes' }).click()
    await expect(title).toHaveValue(typed)
    await expect(bodyLinkError(page)).toContainText(BAD_URL)
    expect((await article.readDraft()).title).toBe(article.title)
  } finally {
    await article.remove()
  }
})
