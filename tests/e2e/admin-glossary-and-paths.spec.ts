import { expect, test, type Page } from '@playwright/test'

import { uniqueSuffix } from '../support/fixtures'

import { cmsApi, fillAndSettle, logInToAdmin, seededCms, waitUntilHydrated } from './support/admin'

/**
 * The editors' side of the glossary and the learning paths: what an editor writes in the admin
 * reaches readers' pages, and a name another term already has is refused with that term.
 */
const LESSONS = [
  'What Is a Blockchain? A Plain-English Guide for Beginners',
  'How Gas Fees Work on Ethereum, and How to Pay Less',
]

/** Saves the document being created and returns its id from the address the admin moves to. */
async function saveNew(page: Page, collection: string): Promise<string> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/[0-9a-f-]{36}$`))
  return page.url().split('/').at(-1) ?? ''
}

/** The site's page as a reader gets it, once the CMS's revalidation has reached it. */
async function expectOnSite(page: Page, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(path, { headers: { cookie: '' } })).text(), {
      timeout: 15_000,
    })
    .toContain(text)
}

test('an editor adds a glossary term that readers find, and cannot give it a name another term has', async ({
  page,
}) => {
  const term = `Faucet ${uniqueSuffix()}`
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/glossary/create`)
  const aliasesField = page.locator('.field-type', {
    has: page.getByText('Aliases', { exact: true }),
  })
  const aliases = aliasesField.getByRole('combobox')
  await waitUntilHydrated(aliases)
  await page.locator('#field-term').fill(term)
  await aliases.fill('APY')
  await page.keyboard.press('Enter')
  // The alias is a chip before anything else is typed: a busy machine may not have taken the Enter yet.
  await expect(aliasesField.getByText('APY', { exact: true })).toBeVisible()
  await fillAndSettle(
    page,
    page.locator('#field-shortDefinition'),
    'A site that hands out free test-network coins.',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.getByText(/“APY” is already a name of the glossary term “/).first(),
  ).toBeVisible()

  // Backspace in the empty alias box takes its last alias away, as in any tag input.
  await aliases.press('Backspace')
  const id = await saveNew(page, 'glossary')
  try {
    const slug = term.toLowerCase().replace(' ', '-')
    await expectOnSite(page, '/glossary', term)
    await expectOnSite(page, `/glossary/${slug}`, 'A site that hands out free test-network coins.')
  } finally {
    expect((await cmsApi(page).delete(`/cms-api/glossary/${id}`)).status()).toBe(200)
  }
})

test('an editor builds a learning path from two lessons, in order, and readers can follow it', async ({
  page,
}) => {
  const title = `Start Here ${uniqueSuffix()}`
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/paths/create`)
  await page.locator('#field-title').fill(title)
  const lessons = page.locator('#field-lessons')
  for (const lesson of LESSONS) {
    await lessons.getByRole('combobox').fill(lesson.split(' ').slice(0, 4).join(' '))
    await page.getByRole('option', { name: lesson }).click()
  }
  const id = await saveNew(page, 'paths')
  try {
    const slug = title.toLowerCase().replace(' ', '-').replace(' ', '-')
    await expectOnSite(page, `/learn/paths/${slug}`, LESSONS[1] ?? '')
    await page.goto(`/learn/paths/${slug}`)
    await expect(page.locator('main ol > li')).toHaveCount(2)
    await expect(page.locator('main ol > li').first()).toContainText(LESSONS[0] ?? '')
  } finally {
    expect((await cmsApi(page).delete(`/cms-api/paths/${id}`)).status()).toBe(200)
  }
})
