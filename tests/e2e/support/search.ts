import { expect, type Page } from '@playwright/test'

/** A word of the seeded stablecoin analysis's body only: not in any title, excerpt or tag. */
export const BODY_WORD = 'reflexivity'
export const BODY_WORD_ARTICLE =
  'How Stablecoins Keep Their Peg: Reserves, Collateral and Algorithms'
/** In most seeded articles: more than one page of results. */
export const COMMON_WORD = 'crypto'

export const siteSearch = (page: Page) => page.getByRole('search', { name: 'Site' })
export const results = (page: Page) =>
  page.getByRole('region', { name: /results for|a word like it/i })

export async function searchFromHeader(page: Page, words: string): Promise<void> {
  await siteSearch(page).getByRole('searchbox', { name: 'Search articles' }).fill(words)
  await siteSearch(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words)}`)
}

export async function expectFoundByBodyWord(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search articles' }).last()).toHaveValue(
    BODY_WORD,
  )
  const found = results(page).getByRole('listitem').filter({ hasText: BODY_WORD_ARTICLE })
  await expect(found.getByRole('link', { name: BODY_WORD_ARTICLE })).toHaveAttribute(
    'href',
    '/articles/how-stablecoins-keep-their-peg',
  )
  await expect(found.locator('mark').first()).toHaveText(new RegExp(BODY_WORD, 'i'))
}
