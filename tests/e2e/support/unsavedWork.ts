import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { articleData } from '../../support/fixtures'

import { seededCms, waitUntilHydrated } from './admin'
import { editorAuthorization } from './newsletter'

/** A draft article made through the API for one test, and how to remove it. */
export async function draftArticle(request: APIRequestContext) {
  const authorization = await editorAuthorization(request)
  const authors = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(authors[0]?.id ?? ''),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; title: string } }
  const readDraft = async () => {
    const response = await request.get(
      `${seededCms}/cms-api/articles/${doc.id}?draft=true&depth=0`,
      {
        headers: { authorization },
      },
    )
    return (await response.json()) as { title: string }
  }
  const remove = async () => {
    await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
  }
  return { ...doc, readDraft, remove }
}

/** Opens the article in the admin once its title can be typed into. */
export async function openArticle(page: Page, id: string): Promise<void> {
  await page.goto(`${seededCms}/admin/collections/articles/${id}`)
  await waitUntilHydrated(page.locator('#field-title'))
}

/** The answer to the next autosave of article `id`. */
export const autosaveAnswer = (page: Page, id: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/articles/${id}?`) &&
      response.url().includes('autosave=true'),
  )

/** What this browser keeps of article `id` that no save has stored, or null. */
export const keptEdits = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { data: { title?: string } } | null,
    `blockwise:unsaved-edits:articles:${id}`,
  )

/** The bar that says the article's changes are not saved, and why. */
export const notSavedBanner = (page: Page) => page.getByRole('alert', { name: 'Not saved' })

/** The bar that offers changes this browser kept from an earlier visit. */
export const keptChangesOffer = (page: Page) =>
  page.getByRole('status', { name: 'Unsaved changes kept in this browser' })

/**
 * Reloads the page as an editor would, answering the browser's "Leave site?" question; resolves
 * whether it was asked.
 */
export async function reloadAnsweringLeave(page: Page): Promise<boolean> {
  let asked = false
  const answer = (dialog: { type(): string; accept(): Promise<void> }) => {
    asked = dialog.type() === 'beforeunload'
    void dialog.accept()
  }
  page.once('dialog', answer)
  await page.reload()
  page.off('dialog', answer)
  return asked
}
