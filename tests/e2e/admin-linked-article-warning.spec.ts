import { expect, test, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import {
  lexicalDocument,
  lexicalInternalLink,
  lexicalParagraph,
  lexicalText,
} from '../support/lexical'

import { cmsApi, logInToAdmin, seededCms, waitUntilHydrated, type CmsApi } from './support/admin'

/**
 * Before an article others link to is unpublished or deleted, the admin names those others: in
 * the edit view's sidebar, and in the Delete and Unpublish confirmations.
 */

async function firstAuthorId(api: CmsApi): Promise<string> {
  const response = await api.get('/cms-api/authors?limit=1&depth=0')
  const { docs } = (await response.json()) as { docs: Array<{ id: string }> }
  return docs[0]?.id ?? ''
}

async function createArticle(api: CmsApi, data: Record<string, unknown>) {
  const created = await api.post('/cms-api/articles', data)
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: string; title: string } }).doc
}

/** A card of article `id` in a body, as the editor's relationship feature stores it. */
const articleCard = (id: string) => ({
  type: 'relationship',
  version: 2,
  format: '',
  relationTo: 'articles',
  value: id,
})

async function openArticle(page: Page, id: string) {
  await page.goto(`${seededCms}/admin/collections/articles/${id}`)
  await waitUntilHydrated(page.locator('#field-title'))
}

test('a linked article names what links to it before a delete or an unpublish', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const authorId = await firstAuthorId(api)
  const suffix = uniqueSuffix()
  const live = { published: true, publishedAt: new Date().toISOString() }
  const target = await createArticle(
    api,
    articleData(authorId, { title: `Target ${suffix}`, ...live }),
  )
  const linking = await createArticle(
    api,
    articleData(authorId, {
      title: `Linking ${suffix}`,
      content: lexicalDocument(
        lexicalParagraph(lexicalText('See '), lexicalInternalLink('articles', target.id)),
      ),
      ...live,
    }),
  )
  const carding = await createArticle(
    api,
    articleData(authorId, {
      title: `Carding ${suffix}`,
      content: lexicalDocument(lexicalParagraph(lexicalText('Read on.')), articleCard(target.id)),
    }),
  )
  try {
    await openArticle(page, target.id)
    const notice = page.getByRole('region', { name: 'Linked from' })
    await expect(notice.getByRole('link', { name: linking.title })).toHaveAttribute(
      'href',
      `/admin/collections/articles/${linking.id}`,
    )
    await expect(notice.getByRole('listitem')).toHaveText([
      `${linking.title} (article)`,
      `${carding.title} (draft)`,
    ])

    await page.locator('.doc-controls__popup button').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const deleteNote = page.getByTestId('linked-from-confirmation')
    await expect(deleteNote).toContainText('Linked from 2 documents.')
    await expect(deleteNote.getByRole('listitem')).toHaveText([
      `${linking.title} (article)`,
      `${carding.title} (draft)`,
    ])
    await page.locator('#confirm-cancel').click()
    await expect(deleteNote).toHaveCount(0)

    await page.locator('.doc-controls__popup button').first().click()
    await page.locator('#action-unpublish').click()
    const unpublishNote = page.getByTestId('linked-from-confirmation')
    await expect(unpublishNote).toContainText('Linked from 2 documents.')
    await expect(unpublishNote).toContainText(linking.title)
    await page.locator('#confirm-cancel').click()
    expect((await api.get(`/cms-api/articles/${target.id}?depth=0`)).status()).toBe(200)
  } finally {
    for (const { id } of [linking, carding, target])
      expect((await api.delete(`/cms-api/articles/${id}`)).status()).toBe(200)
  }
})

test('an article nothing links to shows no notice, and its delete confirmation adds nothing', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const alone = await createArticle(
    api,
    articleData(await firstAuthorId(api), { title: `Alone ${uniqueSuffix()}` }),
  )
  try {
    const linkedFrom = page.waitForResponse((response) =>
      response.url().includes(`/articles/${alone.id}/linked-from`),
    )
    await openArticle(page, alone.id)
    expect(await (await linkedFrom).json()).toEqual({ docs: [] })
    await page.locator('.doc-controls__popup button').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.locator('#confirm-action')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Linked from' })).toHaveCount(0)
    await expect(page.getByTestId('linked-from-confirmation')).toHaveCount(0)
    await page.locator('#confirm-cancel').click()
  } finally {
    expect((await api.delete(`/cms-api/articles/${alone.id}`)).status()).toBe(200)
  }
})
