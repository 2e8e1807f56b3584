import { expect, test, type Locator, type Page } from '@playwright/test'

import { logInToAdmin, seededCms, waitUntilFormReady } from './support/admin'

// docs/product.md#limits: "The undo history keeps at most 100 steps, grouping changes within 1000 ms." Payload's
// editor has no setting for it: patches/@payloadcms+richtext-lexical+*.patch caps the history.
const MAX_UNDO_STEPS = 100
const GROUP_WITHIN_MS = 1000

/** The page's Date.now, held still and moved only by `advance` (timers keep running). */
async function fixedClock(page: Page) {
  let now = Date.now()
  await page.clock.setFixedTime(now)
  return {
    advance: async (ms: number) => {
      now += ms
      await page.clock.setFixedTime(now)
    },
  }
}

/** The rich-text content editor of a new article, focused. */
async function newArticleEditor(page: Page): Promise<Locator> {
  await logInToAdmin(page)
  // "Create new" saves an empty draft and opens it.
  await page.goto(`${seededCms}/admin/collections/articles/create`)
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/[0-9a-f-]{36}$/)
  await waitUntilFormReady(page)
  const editor = page.locator('[data-lexical-editor="true"]')
  await editor.click()
  return editor
}

const undo = (page: Page) => page.keyboard.press('Control+Z')

test('the article editor undoes at most 100 steps', async ({ page }) => {
  const clock = await fixedClock(page)
  const editor = await newArticleEditor(page)
  const words = Array.from({ length: MAX_UNDO_STEPS + 10 }, (_, i) => `w${i + 1}`)

  // Each word is its own undo step: the next one comes after the grouping window has passed.
  for (const [i, word] of words.entries()) {
    await page.keyboard.type(i === 0 ? word : ` ${word}`)
    await clock.advance(GROUP_WITHIN_MS + 1)
  }
  await expect(editor).toHaveText(words.join(' '))

  for (let press = 0; press < MAX_UNDO_STEPS + 50; press++) await undo(page)
  // Only the last 100 steps were kept: the first 10 words cannot be undone.
  await expect(editor).toHaveText(words.slice(0, 10).join(' '))
})

test('the article editor groups changes within 1000 ms into one undo step', async ({ page }) => {
  const clock = await fixedClock(page)
  const editor = await newArticleEditor(page)

  await page.keyboard.type('start')
  await clock.advance(GROUP_WITHIN_MS + 1)
  await page.keyboard.type(' alpha')
  await clock.advance(GROUP_WITHIN_MS - 1)
  await page.keyboard.type(' beta')
  await clock.advance(GROUP_WITHIN_MS)
  await page.keyboard.type(' gamma')
  await expect(editor).toHaveText('start alpha beta gamma')

  await undo(page)
  await expect(editor).toHaveText('start alpha beta')
  await undo(page)
  await expect(editor).toHaveText('start')
})
