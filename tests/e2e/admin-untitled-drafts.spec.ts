import { expect, test, type Page } from '@playwright/test'

import { uniqueSuffix } from '../support/fixtures'

import { cmsApi, logInToAdmin, seededCms, waitUntilHydrated } from './support/admin'

/**
 * Create New saves an empty draft at once (autosave); an editor who leaves it without typing
 * anything leaves nothing behind, and whatever an editor typed is never discarded.
 */
const ARTICLE_URL = /\/admin\/collections\/articles\/([0-9a-f-]{36})$/

/** Opens Create New on articles; the new draft's id once the form can be typed into. */
async function createNew(page: Page): Promise<string> {
  await page.goto(`${seededCms}/admin/collections/articles/create`)
  await expect(page).toHaveURL(ARTICLE_URL)
  await waitUntilHydrated(page.locator('#field-title'))
  return ARTICLE_URL.exec(new URL(page.url()).pathname)?.[1] ?? ''
}

/** The edit view's answer as the editor leaves article `id`. */
const discardAnswer = (page: Page, id: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes(`/articles/${id}/discard-if-untouched`),
  )

const autosaved = (page: Page, id: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/articles/${id}?`) &&
      response.url().includes('autosave=true'),
  )

/** Leaves the article for the editorial home through the admin's breadcrumb (no page load). */
async function leaveForHome(page: Page): Promise<void> {
  await page.locator('.step-nav__home').click()
  await expect(page.getByRole('heading', { name: 'Editorial home' })).toBeVisible()
}

test('a new article left untouched is gone from the articles and the editorial home', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const id = await createNew(page)

  const discarded = discardAnswer(page, id)
  await leaveForHome(page)
  const answer = await discarded
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({ discarded: true })

  expect((await api.get(`/cms-api/articles/${id}?draft=true&depth=0`)).status()).toBe(404)
  await page.reload()
  const drafts = page.getByRole('region', { name: 'Drafts in progress' })
  await expect(drafts).toBeVisible()
  await expect(drafts.locator(`a[href$="/collections/articles/${id}"]`)).toHaveCount(0)
})

/**
 * Resolves once every request the page sent before now has been seen: the view asks in a timer
 * right after it goes, so a timer queued after it runs later, and a request sent from that timer
 * reaches the test after any request sent before it.
 */
async function requestsSentSoFarSeen(page: Page): Promise<void> {
  const marker = `requests-seen-${uniqueSuffix()}`
  await Promise.all([
    page.waitForRequest((request) => request.url().includes(marker)),
    page.evaluate(
      (url) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            void fetch(url).catch(() => undefined)
            resolve()
          }),
        ),
      `${seededCms}/cms-api/users/me?${marker}`,
    ),
  ])
}

/** Articles a test made, deleted after it whatever its result (a failure stays its own). */
const made: string[] = []
test.afterEach(async ({ page }) => {
  const api = cmsApi(page)
  for (const id of made.splice(0)) {
    expect([200, 404]).toContain((await api.delete(`/cms-api/articles/${id}`)).status())
  }
})

test('an article with a title typed is kept when the editor leaves it', async ({ page }) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const id = await createNew(page)
  made.push(id)
  const typed = autosaved(page, id)
  await page.locator('#field-title').pressSequentially(`Typed title ${uniqueSuffix()}`)
  expect((await typed).status()).toBe(200)
  let asked = false
  page.on('request', (request) => {
    if (request.url().includes('/discard-if-untouched')) asked = true
  })
  await leaveForHome(page)
  await requestsSentSoFarSeen(page)
  expect(asked).toBe(false)
  expect((await api.get(`/cms-api/articles/${id}?draft=true&depth=0`)).status()).toBe(200)
})
