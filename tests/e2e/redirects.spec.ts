import { expect, test } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { cmsApi, logInToAdmin, seededCms, type CmsApi } from './support/admin'

/**
 * Old links never break: a newsletter sent last week links to a live article by its slug, an
 * editor changes the slug, and the old link still brings readers to the article.
 */

async function firstAuthorId(api: CmsApi): Promise<string> {
  const response = await api.get('/cms-api/authors?limit=1&depth=0')
  const { docs } = (await response.json()) as { docs: Array<{ id: string }> }
  return docs[0]?.id ?? ''
}

test('a live article’s old address answers 301 to its new one, and the admin lists the redirect', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const title = `Moving address ${uniqueSuffix()}`
  const created = await api.post(
    '/cms-api/articles',
    articleData(await firstAuthorId(api), {
      title,
      published: true,
      publishedAt: new Date().toISOString(),
    }),
  )
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  const [oldPath, newPath] = [`/articles/${doc.slug}`, `/articles/${doc.slug}-moved`]

  // What the admin's Publish changes sends with a new slug.
  const renamed = await page.request.patch(`${seededCms}/cms-api/articles/${doc.id}`, {
    headers: { origin: seededCms },
    data: { slug: `${doc.slug}-moved`, _status: 'published' },
  })
  expect(renamed.status()).toBe(200)

  // The site loads the redirects again once the CMS announces the change, after its answer.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${oldPath}?utm_source=newsletter`, {
          maxRedirects: 0,
        })
        return [answer.status(), answer.headers()['location']]
      },
      { timeout: 15_000 },
    )
    .toEqual([301, `${newPath}?utm_source=newsletter`])

  await page.goto(oldPath)
  await expect(page).toHaveURL(new RegExp(`${newPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await page.goto(`${seededCms}/admin/collections/redirects?search=${doc.slug}`)
  const row = page.getByRole('row').filter({ hasText: oldPath })
  await expect(row).toBeVisible()
  await expect(row).toContainText(newPath)
})
