import { expect, test } from './support/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'

import { seededCms } from './support/admin'
import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll } from './support/layout'
import { editorAuthorization } from './support/newsletter'

const URL_WORD = `https://example.com/${'very-long-path-segment-without-spaces'.repeat(4)}`
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7DeadBeefCafe0000'

test.beforeEach(async ({ page }) => withConsentDecided(page))

test('no page scrolls sideways at 360 px when a title, excerpt or body holds a long unbroken string', async ({
  page,
  request,
}) => {
  const authorization = await editorAuthorization(request)
  const authors = (await (await request.get('/api/authors')).json()) as Array<{ id: string }>
  const title = `Contract ${ADDRESS} ${uniqueSuffix()}`
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(authors[0]?.id ?? '', {
      title,
      excerpt: `Read ${URL_WORD} before sending anything to ${ADDRESS}.`,
      content: lexicalParagraphs(`The audit is at ${URL_WORD} and the contract is ${ADDRESS}.`),
      articleType: 'news',
      featured: true,
      published: true,
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  try {
    await page.setViewportSize({ width: 360, height: 800 })
    // The CMS forgets its cached lists just after answering: come back until the article is in.
    await expect(async () => {
      await page.goto('/news')
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2000 })
    }).toPass()
    const pages = [
      '/',
      '/news',
      '/featured',
      `/articles/${doc.slug}`,
      // Another article, whose Read More cards include the new one, the newest.
      '/articles/what-is-defi',
      '/tools',
    ]
    for (const path of pages) {
      await page.goto(path)
      if (path !== '/tools') {
        await expect(page.getByText(title).first()).toBeAttached()
      }
      await expectNoSidewaysScroll(page)
    }
  } finally {
    const deleted = await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, {
      headers: { authorization },
    })
    expect(deleted.status()).toBe(200)
  }
})
