import { expect, test, type APIRequestContext } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { lexicalDocument, lexicalParagraph, lexicalText } from '../support/lexical'

import { clickHydrated, logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/**
 * Small things editors met in the admin: bulk delete of drafts, the Usage and Author columns,
 * version diffs.
 */

async function anAuthor(request: APIRequestContext): Promise<string> {
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  return author?.id ?? ''
}

async function createDraft(request: APIRequestContext, title: string): Promise<string> {
  const authorization = await editorAuthorization(request)
  const created = await request.post(`${seededCms}/cms-api/articles?draft=true`, {
    headers: { authorization },
    data: articleData(await anAuthor(request), { title, _status: 'draft' }),
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: string } }).doc.id
}

async function articleStatus(request: APIRequestContext, id: string): Promise<number> {
  const authorization = await editorAuthorization(request)
  const response = await request.get(`${seededCms}/cms-api/articles/${id}?draft=true&depth=0`, {
    headers: { authorization },
  })
  return response.status()
}

/** An autosave of the edit view: it writes the draft's version, never the article's stored row. */
async function autosaveTitle(request: APIRequestContext, id: string, title: string): Promise<void> {
  const authorization = await editorAuthorization(request)
  const saved = await request.patch(
    `${seededCms}/cms-api/articles/${id}?draft=true&autosave=true&depth=0`,
    { headers: { authorization }, data: { title } },
  )
  expect(saved.status()).toBe(200)
}

test('the list’s bulk delete deletes a draft found by its autosaved title, and says so', async ({
  page,
  request,
}) => {
  const title = `A draft to bulk delete ${uniqueSuffix()}`
  const id = await createDraft(request, `Untitled so far ${uniqueSuffix()}`)
  await autosaveTitle(request, id, title)
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/articles?search=${encodeURIComponent(title)}`)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toHaveCount(1)
  const checkbox = row.locator('input[type="checkbox"]')
  await clickHydrated(checkbox)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/articles'),
  )
  await page.getByRole('button', { name: 'Confirm' }).click()
  expect((await deleted).status()).toBe(200)
  await expect(page.getByText('Deleted 1 Article successfully.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  expect(await articleStatus(request, id)).toBe(404)
})

test('the Media list’s Usage column says what uses each image', async ({ page }) => {
  await logInToAdmin(page)
  const api = (path: string) =>
    page.request.get(`${seededCms}${path}`, { headers: { origin: seededCms } })
  const { docs } = (await (await api('/cms-api/media?limit=100&depth=0')).json()) as {
    docs: Array<{ id: string; alt: string; usage?: { articles: number; authors: number } }>
  }
  const used = docs.find((doc) => (doc.usage?.articles ?? 0) > 0)
  expect(used, 'a seeded image some article shows').toBeDefined()
  const { articles, authors } = used!.usage!
  const expected = [
    `${articles} article${articles === 1 ? '' : 's'}`,
    ...(authors > 0 ? [`${authors} author${authors === 1 ? '' : 's'}`] : []),
  ].join(' and ')

  await page.goto(`${seededCms}/admin/collections/media?where[id][equals]=${used!.id}`)
  await expect(page.getByRole('columnheader', { name: 'Usage' })).toBeVisible()
  await expect(page.locator('[data-usage-cell]')).toHaveText(`Used by ${expected}`)
  await expect(page.getByText('<No Usage>')).toHaveCount(0)
})

test('the articles list names every row’s author at once, however far down the row is', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = (path: string) =>
    page.request.get(`${seededCms}${path}`, { headers: { origin: seededCms } })
  const authors = (await (await api('/cms-api/authors?limit=100&depth=0')).json()) as {
    docs: Array<{ id: string; name: string }>
  }
  const names = new Map(authors.docs.map((author) => [author.id, author.name]))
  // A draft an editor started has no author yet; its row says so, as Payload's cell does.
  const authorless = await page.request.post(`${seededCms}/cms-api/articles?draft=true`, {
    headers: { origin: seededCms },
    data: { title: `No author yet ${uniqueSuffix()}`, _status: 'draft' },
  })
  expect(authorless.status()).toBe(201)

  // More rows than the window shows: Payload's own cell left rows below the fold unnamed.
  await page.goto(`${seededCms}/admin/collections/articles?limit=25&sort=-createdAt`)
  await expect(page.getByTestId('author-cell').first()).toBeVisible()
  const rows = await page.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr
        .querySelector('a[href*="/collections/articles/"]')
        ?.getAttribute('href')
        ?.split('/')
        .pop(),
      author: tr.querySelector('[data-testid="author-cell"]')?.textContent,
      belowTheFold: tr.getBoundingClientRect().top > window.innerHeight,
    })),
  )
  expect(rows.some((row) => row.belowTheFold)).toBe(true)
  const ids = rows.map((row) => row.id ?? '').join(',')
  const listed = (await (
    await api(`/cms-api/articles?where[id][in]=${ids}&limit=100&depth=0&draft=true`)
  ).json()) as { docs: Array<{ id: string; authorId?: string | null }> }
  const expected = new Map(
    listed.docs.map(({ id, authorId }) => [
      id,
      authorId ? (names.get(authorId) ?? 'an author the API does not name') : '<No Author>',
    ]),
  )
  expect(expected.size).toBe(rows.length)
  expect(rows.map((row) => row.author)).toEqual(rows.map((row) => expected.get(row.id ?? '')))
  expect(rows.map((row) => row.author)).toContain('<No Author>')

  const { doc } = (await authorless.json()) as { doc: { id: string } }
  await page.request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { origin: seededCms },
  })
})

test('the version comparison shows block settings, one Status and no derived fields', async ({
  page,
  request,
}) => {
  const authorization = await editorAuthorization(request)
  const video = (videoTitle: string) =>
    lexicalDocument(lexicalParagraph(lexicalText('Watch this first.')), {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: '6750a0c0d0e0f00000000001',
        blockName: '',
        blockType: 'video',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: videoTitle,
      },
    })
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(await anAuthor(request), {
      title: `Block settings ${uniqueSuffix()}`,
      content: video('The first interview'),
      _status: 'draft',
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }
  const edited = await request.patch(`${seededCms}/cms-api/articles/${doc.id}?draft=true`, {
    headers: { authorization },
    data: { content: video('The second interview'), _status: 'draft' },
  })
  expect(edited.status()).toBe(200)

  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/articles/${doc.id}/versions`)
  const rows = page.getByTestId('article-history').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await rows.nth(0).getByRole('link').click()
  await expect(page).toHaveURL(/\/versions\/[0-9a-f-]+/)
  await page.goto(`${page.url().split('?')[0]}?modifiedOnly=false`)

  const settings = page.locator('[data-block-settings-diff]')
  await expect(settings.getByText('Block settings')).toBeVisible()
  await expect(settings).toContainText('video block, title: The first interview')
  await expect(settings).toContainText('video block, title: The second interview')

  const labels = page.locator('.field-diff-label')
  await expect(labels.filter({ hasText: /^Status$/ })).toHaveCount(1)
  for (const hidden of ['Content (HTML)', 'Views', 'Claps', 'Last edited by'])
    await expect(
      labels.filter({ hasText: new RegExp(`^${hidden.replace(/[()]/g, '\\$&')}$`) }),
    ).toHaveCount(0)

  await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
})
