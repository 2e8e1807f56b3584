import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll } from './support/layout'
import {
  BODY_WORD,
  BODY_WORD_ARTICLE,
  COMMON_WORD,
  expectFoundByBodyWord,
  results,
  searchFromHeader,
  siteSearch,
} from './support/search'

test.beforeEach(async ({ page }) => withConsentDecided(page))

test('the header search box finds an article by a word of its body', async ({ page }) => {
  await page.goto('/')
  await searchFromHeader(page, BODY_WORD)
  await expectFoundByBodyWord(page)
  await results(page).getByRole('link', { name: BODY_WORD_ARTICLE }).click()
  await expect(page).toHaveURL('/articles/how-stablecoins-keep-their-peg')
})

test('the type filter keeps the words and shows one type only', async ({ page }) => {
  await page.goto(`/search?q=${COMMON_WORD}`)
  const filter = page.getByRole('navigation', { name: 'Type of article' })
  await expect(filter.getByRole('link', { name: 'All types' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await filter.getByRole('link', { name: 'Learn' }).click()
  await expect(page).toHaveURL(`/search?q=${COMMON_WORD}&type=learn`)
  await expect(filter.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page')
  const badges = results(page)
    .getByRole('listitem')
    .getByRole('link', { name: 'learn', exact: true })
  await expect(badges.first()).toBeVisible()
  expect(await badges.count()).toBe(await results(page).getByRole('listitem').count())
})

test('more results follow on a plain link with a cursor', async ({ page }) => {
  await page.goto(`/search?q=${COMMON_WORD}`)
  const firstTitles = await results(page).getByRole('heading', { level: 3 }).allTextContents()
  expect(firstTitles).toHaveLength(10)
  const more = page.getByRole('link', { name: 'More results' })
  await expect(more).toHaveAttribute('href', /^\/search\?q=crypto&cursor=/)
  await more.click()
  await expect(
    page.getByRole('heading', { level: 2, name: `More results for “${COMMON_WORD}”` }),
  ).toBeVisible()
  const nextTitles = await results(page).getByRole('heading', { level: 3 }).allTextContents()
  expect(nextTitles.length).toBeGreaterThan(0)
  expect(nextTitles.filter((title) => firstTitles.includes(title))).toEqual([])
})

test('a search without words asks for some, and one that finds nothing says what to try', async ({
  page,
}) => {
  await page.goto('/search')
  await expect(page.getByText('Type a word or two about what you are looking for.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)

  await page.goto('/search?q=qwxzvy+plokmijn')
  await expect(
    page.getByRole('heading', { name: 'No articles match “qwxzvy plokmijn”' }),
  ).toBeVisible()
  await expect(page.getByText('Check the spelling.')).toBeVisible()
  const browse = page.getByRole('listitem').filter({ hasText: 'Or browse a section' })
  await expect(browse.getByRole('link', { name: 'Analysis' })).toHaveAttribute('href', '/analysis')
})

test('a misspelt word matching nothing offers articles about a word like it', async ({ page }) => {
  await page.goto('/search?q=stablecoinz')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    'No articles contain “stablecoinz”. Did you mean one of these articles about a word like it?',
  )
  await expect(results(page).getByRole('link', { name: BODY_WORD_ARTICLE })).toBeVisible()
})

test('results pages stay out of search engines and out of every shared cache', async ({ page }) => {
  const response = await page.goto(`/search?q=${BODY_WORD}`)
  const headers = response?.headers() ?? {}
  expect(headers['cache-control']).toContain('no-store')
  expect(headers['surrogate-key']).toBeUndefined()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/)
})

test('hostile queries come back as text on a clean page', async ({ page }) => {
  const injected = '<script>alert(1)</script><img src=x onerror=alert(2)>'
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const response = await page.goto(`/search?q=${encodeURIComponent(injected)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('searchbox', { name: 'Search articles' }).last()).toHaveValue(
    injected,
  )
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(injected)
  expect(await page.locator('main img[src="x"], main script:not([src])').count()).toBe(0)
  expect(dialogs).toEqual([])
})

test('a query longer than the search accepts gets its message', async ({ page }) => {
  const response = await page.goto(`/search?q=${'a'.repeat(5000)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Search text is too long (at most 200 characters)',
  )
  await expectNoSidewaysScroll(page)
})

test('at 360 px the header with its search box does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/search?q=${BODY_WORD}`)
  await expectNoSidewaysScroll(page)
  await page.locator('header summary').click()
  await expect(siteSearch(page)).toBeVisible()
  await expectNoSidewaysScroll(page)
})

test('on a desktop the search box sits in the header row beside the links', async ({ page }) => {
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const box = await siteSearch(page).boundingBox()
    const header = await page.locator('header').first().boundingBox()
    expect(box, `${width}px`).not.toBeNull()
    expect(box!.y + box!.height, `${width}px`).toBeLessThanOrEqual(header!.y + header!.height)
    expect(box!.width, `${width}px`).toBeGreaterThan(120)
    await expectNoSidewaysScroll(page)
  }
})
