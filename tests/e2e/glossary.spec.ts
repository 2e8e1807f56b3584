import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'

import { seededCms } from './support/admin'
import { seriousViolations } from './support/axe'
import { withConsentDecided } from './support/consent'
import { editorAuthorization } from './support/newsletter'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const APY_ARTICLE = '/articles/what-apy-means-and-how-compounding-works'

async function jsonLdOf(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

const firstMention = (page: Page, name: string) =>
  page.locator('.prose').getByRole('button', { name, exact: true })

test('the glossary lists every term A–Z, and a term’s page defines it with its related reading', async ({
  page,
}) => {
  await page.goto('/glossary')
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto Glossary' })).toBeVisible()
  await expect(page).toHaveTitle(/Crypto Glossary/)
  const letters = page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link')
  expect(await letters.allTextContents()).toEqual([...(await letters.allTextContents())].sort())
  const [termSet] = (await jsonLdOf(page)).filter((data) => data['@type'] === 'DefinedTermSet')
  expect((termSet?.hasDefinedTerm as unknown[]).length).toBeGreaterThanOrEqual(40)
  await page
    .getByRole('navigation', { name: 'Glossary letters' })
    .getByRole('link', { name: 'I' })
    .click()
  await expect(page).toHaveURL(/#letter-I$/)
  await page.getByRole('link', { name: 'Impermanent loss', exact: true }).click()

  await expect(page).toHaveURL('/glossary/impermanent-loss')
  await expect(page.getByRole('heading', { level: 1, name: 'Impermanent loss' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/glossary\/impermanent-loss$/,
  )
  const [term] = (await jsonLdOf(page)).filter((data) => data['@type'] === 'DefinedTerm')
  expect(term).toMatchObject({
    name: 'Impermanent loss',
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'Crypto Glossary' },
  })
  const related = page.getByRole('region', { name: 'Related terms' })
  await expect(related.getByRole('link', { name: 'Liquidity pool' })).toBeVisible()
  await page
    .getByRole('region', { name: 'Read more' })
    .getByRole('link', { name: /Liquidity Pools and Impermanent Loss/i })
    .click()
  await expect(page).toHaveURL('/articles/liquidity-pools-and-impermanent-loss-explained')

  const missing = await page.goto('/glossary/no-such-term-here')
  expect(missing?.status()).toBe(404)
})

test('the first mention of a term opens its definition from the keyboard, with script or without', async ({
  page,
  browser,
}) => {
  await page.goto(APY_ARTICLE)
  await expect(firstMention(page, 'APY')).toHaveCount(1)
  // Only the first mention: the heading "APR versus APY" and later paragraphs stay plain text.
  await expect(page.locator('.prose h2 .glossary-term')).toHaveCount(0)
  const mention = firstMention(page, 'APY')
  const definition = page.getByRole('dialog', { name: 'APY' })
  await mention.focus()
  await page.keyboard.press('Enter')
  await expect(definition).toBeVisible()
  await expect(definition).toContainText('Annual percentage yield')
  expect(await seriousViolations(new AxeBuilder({ page }).include('.prose'))).toEqual([])
  await page.keyboard.press('Escape')
  await expect(definition).toBeHidden()
  await expect(mention).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  const more = definition.getByRole('link', { name: 'More about APY' })
  await expect(more).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/glossary/apy')

  const withoutScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await withoutScript.newPage()
  await withConsentDecided(plain)
  await plain.goto(APY_ARTICLE)
  await firstMention(plain, 'APY').click()
  await expect(plain.getByRole('dialog', { name: 'APY' })).toBeVisible()
  await plain.getByRole('link', { name: 'More about APY' }).click()
  await expect(plain).toHaveURL('/glossary/apy')
  await withoutScript.close()
})

test('an article whose editors turned glossary links off shows none, until they turn them on', async ({
  page,
  request,
}) => {
  const authorization = await editorAuthorization(request)
  const [author] = (await (await request.get(`${seededCms}/api/authors`)).json()) as Array<{
    id: string
  }>
  const created = await request.post(`${seededCms}/cms-api/articles`, {
    headers: { authorization },
    data: articleData(author?.id ?? '', {
      title: `Glossary off ${uniqueSuffix()}`,
      content: lexicalParagraphs('Staking pays an APY that moves with the gas you spend.'),
      glossaryLinks: false,
      published: true,
      _status: 'published',
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
  // Published without a picture, it would lead the news list for the specs that follow.
  try {
    await page.goto(`/articles/${doc.slug}`)
    await expect(page.locator('.prose')).toContainText('Staking pays an APY')
    await expect(page.locator('.prose .glossary-term')).toHaveCount(0)

    const edited = await request.patch(`${seededCms}/cms-api/articles/${doc.id}`, {
      headers: { authorization },
      data: { glossaryLinks: true, _status: 'published' },
    })
    expect(edited.status()).toBe(200)
    await expect
      .poll(
        async () => {
          await page.goto(`/articles/${doc.slug}`)
          return page.locator('.prose .glossary-term').allTextContents()
        },
        { timeout: 15_000 },
      )
      .toEqual(['Staking', 'APY', 'gas'])
  } finally {
    await request.delete(`${seededCms}/cms-api/articles/${doc.id}`, { headers: { authorization } })
  }
})
