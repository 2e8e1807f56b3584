import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { logInToAdmin, seededCms } from './support/admin'
import { editorAuthorization } from './support/newsletter'

/** A live article made for this test through the API, as an integration would publish one. */
async function liveArticle(request: APIRequestContext, title: string) {
  const authorization = await editorAuthorization(request)
  const authors = (await (await request.get('/api/authors')).json()) as Array<{ id: string }>
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(authors[0]?.id ?? '', { title, articleType: 'news', published: true }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  const remove = async () => {
    const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
      headers: { authorization },
    })
    expect(deleted.status()).toBe(200)
  }
  return { ...doc, remove }
}

/** What an anonymous reader gets at `path` of the site. */
async function asReader(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { cookie: '' } })
  expect(response.status()).toBe(200)
  return response.text()
}

const autosaved = (page: Page, id: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/articles/${id}`) &&
      response.url().includes('autosave=true'),
  )

test('an edit of a live article is a draft: readers keep the published text until Publish changes', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix()
  const published = `Live headline ${suffix}`
  const drafted = `Drafted headline ${suffix}`
  const article = await liveArticle(request, published)
  try {
    await logInToAdmin(page)
    await page.goto(`${seededCms}/admin/collections/articles/${article.id}`)
    const title = page.locator('#field-title')
    await expect(title).toHaveValue(published)

    const saved = autosaved(page, article.id)
    await title.fill(drafted)
    expect((await saved).status()).toBe(200)
    await expect(
      page
        .getByText('Draft (has published version)', { exact: true })
        .or(page.getByText('Changed', { exact: true })),
    ).toBeVisible()

    // The site, its feeds and the contract still show what was published.
    const page1 = await asReader(request, `/articles/${article.slug}`)
    expect(page1).toContain(published)
    expect(page1).not.toContain(drafted)
    for (const path of [
      '/rss.xml',
      '/news/rss.xml',
      '/sitemap.xml',
      '/news',
      `${seededCms}/api/articles?limit=100`,
    ]) {
      expect(await asReader(request, path)).not.toContain(drafted)
    }
    expect(await asReader(request, `${seededCms}/api/articles/${article.slug}`)).toContain(
      published,
    )

    const publishing = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/articles/${article.id}`) &&
        !response.url().includes('autosave=true'),
    )
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    expect((await publishing).status()).toBe(200)

    await expect
      .poll(async () => (await asReader(request, `/articles/${article.slug}`)).includes(drafted), {
        timeout: 15_000,
      })
      .toBe(true)
    expect(await asReader(request, `${seededCms}/api/articles/${article.slug}`)).toContain(drafted)
  } finally {
    // Other tests read the newest news: a test's article leaves with it.
    await article.remove()
  }
})
