import { expect, test, type Browser } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { CONTRIBUTOR, EDITOR, clickHydrated, logInToAdmin, seededCms } from './support/admin'

/** A browser of its own, signed in to the admin as `account`. */
async function signedIn(browser: Browser, account: typeof EDITOR) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logInToAdmin(page, account)
  const headers = { origin: seededCms }
  const post = (path: string, data: unknown) =>
    context.request.post(`${seededCms}${path}`, { headers, data })
  const get = (path: string) => context.request.get(`${seededCms}${path}`, { headers })
  const remove = (path: string) => context.request.delete(`${seededCms}${path}`, { headers })
  return { context, page, post, get, remove }
}

/** Leaves the article's edit view for the admin's home, and waits for its lock to be let go. */
async function leave(account: Awaited<ReturnType<typeof signedIn>>, id: string) {
  await account.page.goto(`${seededCms}/admin`)
  await expect
    .poll(async () => {
      const locks = await account.get(
        `/cms-api/payload-locked-documents?where[document.value][equals]=${id}&depth=0`,
      )
      return ((await locks.json()) as { totalDocs?: number }).totalDocs
    })
    .toBe(0)
}

test('a contributor submits a draft; an editor sends it back from the review queue, then approves it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Submitted for review ${uniqueSuffix()}`
  const contributor = await signedIn(browser, CONTRIBUTOR)
  const editor = await signedIn(browser, EDITOR)
  // No byline given: a contributor's article gets its own author profile.
  const created = await contributor.post(
    '/cms-api/articles?draft=true',
    articleData('', { title, _status: 'draft' }),
  )
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: string } }).doc
  const editView = `${seededCms}/admin/collections/articles/${id}`
  try {
    // The contributor has no Publish, only Submit for review.
    await contributor.page.goto(editView)
    const submit = contributor.page.getByRole('button', { name: 'Submit for review' })
    await expect(submit).toBeVisible()
    await expect(
      contributor.page.getByRole('button', { name: 'Publish changes', exact: true }),
    ).toHaveCount(0)
    await clickHydrated(submit)
    await expect(contributor.page.getByRole('button', { name: 'Review requested' })).toBeDisabled()
    // The writer moves on: the article is no longer held open for the editor.
    await leave(contributor, id)

    // The editor finds it in the review queue of the editorial home and sends it back.
    await editor.page.goto(`${seededCms}/admin`)
    const queue = editor.page.getByRole('region', { name: 'Review queue' })
    await clickHydrated(queue.getByRole('link', { name: title }))
    await expect(editor.page).toHaveURL(editView)
    const note = 'Add a source for the reserve figures.'
    await editor.page.getByLabel('Note to the writer').fill(note)
    await clickHydrated(editor.page.getByRole('button', { name: 'Send back' }))
    await expect(editor.page.getByText('Changes requested', { exact: true })).toBeVisible()

    // The contributor reads the note at the top of the edit view and resubmits.
    await leave(editor, id)
    await contributor.page.goto(editView)
    await expect(contributor.page.getByTestId('review-note')).toHaveText(note)
    await clickHydrated(contributor.page.getByRole('button', { name: 'Resubmit for review' }))
    await expect(contributor.page.getByRole('button', { name: 'Review requested' })).toBeDisabled()
    await leave(contributor, id)

    // The editor approves it from the queue: Publish.
    await editor.page.goto(`${seededCms}/admin`)
    await clickHydrated(queue.getByRole('link', { name: title }))
    await expect(editor.page).toHaveURL(editView)
    await clickHydrated(editor.page.getByRole('button', { name: 'Publish changes', exact: true }))
    await expect
      .poll(
        async () =>
          (
            (await (await editor.get(`/cms-api/articles/${id}`)).json()) as {
              published?: boolean
            }
          ).published,
      )
      .toBe(true)
    await editor.page.goto(`${seededCms}/admin`)
    await expect(queue.getByRole('link', { name: title })).toHaveCount(0)
  } finally {
    await editor.remove(`/cms-api/articles/${id}`)
    await contributor.context.close()
    await editor.context.close()
  }
})
