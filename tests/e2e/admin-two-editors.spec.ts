import { expect, test, type Browser, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import {
  ADMIN,
  EDITOR,
  clickHydrated,
  logInToAdmin,
  seededCms,
  waitUntilHydrated,
} from './support/admin'

/** The heartbeat renews an open article every 10 s: a notice comes with the next one. */
const HEARTBEAT = { timeout: 25_000 }

/** A browser of its own, signed in to the admin as `account`. */
async function editorsBrowser(browser: Browser, account: typeof ADMIN) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logInToAdmin(page, account)
  const post = (path: string, data: unknown) =>
    context.request.post(`${seededCms}${path}`, { headers: { origin: seededCms }, data })
  const get = (path: string) =>
    context.request.get(`${seededCms}${path}`, { headers: { origin: seededCms } })
  return { context, page, post, get }
}

const autosaved = (page: Page, id: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/articles/${id}?`) &&
      response.url().includes('autosave=true'),
  )

async function typeTitle(page: Page, id: string, title: string) {
  const field = page.locator('#field-title')
  await waitUntilHydrated(field)
  const saved = autosaved(page, id)
  await field.fill(title)
  return (await saved).status()
}

test('two editors on one article: the second is told, a take-over tells the first, and a stale save is kept beside the newer one', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const suffix = uniqueSuffix()
  const first = await editorsBrowser(browser, ADMIN)
  const second = await editorsBrowser(browser, EDITOR)
  const authors = (await (await first.get('/api/authors')).json()) as Array<{ id: string }>
  const created = await first.post(
    '/cms-api/articles',
    articleData(authors[0]?.id ?? '', { title: `Two editors ${suffix}` }),
  )
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: string } }).doc
  const editView = `${seededCms}/admin/collections/articles/${id}`
  const firstTitle = `The first editor's title ${suffix}`
  const newerTitle = `The second editor's newer title ${suffix}`
  const staleTitle = `The first editor's stale title ${suffix}`

  try {
    // The first editor opens the article and types: it is theirs while it is open.
    await first.page.goto(editView)
    expect(await typeTitle(first.page, id, firstTitle)).toBe(200)

    // The second editor is told who is editing it, and takes it over.
    await second.page.goto(editView)
    await expect(second.page.getByText('Blockwise Admin is editing this article.')).toBeVisible(
      HEARTBEAT,
    )
    await clickHydrated(second.page.getByRole('button', { name: 'Take over' }))
    await expect(second.page.getByText('Blockwise Admin is editing this article.')).toBeHidden(
      HEARTBEAT,
    )
    await expect(
      first.page.getByText('Blockwise Editor took over editing this article.', { exact: false }),
    ).toBeVisible(HEARTBEAT)

    // The second editor saves a newer title and leaves.
    expect(await typeTitle(second.page, id, newerTitle)).toBe(200)
    await second.page.close()
    expect(
      (await second.post(`/cms-api/articles/${id}/editing`, { intent: 'release' })).status(),
    ).toBe(200)

    // The first editor's form still holds the version they started from: their save is refused,
    // not saved over the newer one, and they are told what happened and what to do.
    expect(await typeTitle(first.page, id, staleTitle)).toBe(409)
    await expect(
      first.page
        .getByText(/Not saved: a newer version (of this article )?was saved by Blockwise Editor/)
        .first(),
    ).toBeVisible()
    const notice = first.page.locator('[data-editing-notice="kept"]')
    await expect(notice).toBeVisible(HEARTBEAT)

    // Both versions are kept: the newer one is the article's draft, the refused one is in the history.
    const draft = await first.get(`/cms-api/articles/${id}?draft=true&depth=0`)
    expect(((await draft.json()) as { title: string }).title).toBe(newerTitle)
    const versions = await first.get(
      `/cms-api/articles/versions?where[parent][equals]=${id}&limit=50&depth=0&sort=-updatedAt`,
    )
    const saved = (
      (await versions.json()) as {
        docs: Array<{ id: string; latest: boolean; version: { title: string } }>
      }
    ).docs
    expect(saved.map(({ version }) => version.title)).toEqual(
      expect.arrayContaining([firstTitle, newerTitle, staleTitle]),
    )
    const kept = saved.find(({ version }) => version.title === staleTitle)
    const newer = saved.find(({ version }) => version.title === newerTitle)
    expect(kept?.latest).toBe(false)
    expect(newer?.latest).toBe(true)

    // "Compare both" opens the refused version against the newer one in Payload's comparison.
    await notice.getByRole('link', { name: 'Compare both' }).click()
    await expect(first.page).toHaveURL(
      new RegExp(
        `/admin/collections/articles/${id}/versions/${kept?.id}\\?versionFrom=${newer?.id}`,
      ),
    )
  } finally {
    expect(
      (
        await first.context.request.delete(`${seededCms}/cms-api/articles/${id}`, {
          headers: { origin: seededCms },
        })
      ).status(),
    ).toBe(200)
    await first.context.close()
    await second.context.close()
  }
})
