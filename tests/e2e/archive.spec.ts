import pg from 'pg'
import { test as htmlOnlyTest, type Page } from '@playwright/test'

import { SECTION_PAGE_SIZE } from '@blockwise/shared'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll } from './support/layout'
import { e2ePorts } from './ports'

/**
 * The archive: sections paged SECTION_PAGE_SIZE at a time, tag and author pages, and the sitemaps.
 * 1,200 old news articles are planted in the database (copies of a seeded one, dated 2001 and
 * before, so they come after every seeded article) and deleted when done: other specs read the
 * lists.
 */
const PLANTED = 1200
const PLANTED_PREFIX = 'archive-walk-'
const SEEDED_SLUG = 'the-2024-bitcoin-halving-explained'
const SEEDED_AUTHOR = 'Raj Patel'

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

async function revalidateArticles(): Promise<void> {
  const response = await fetch(`http://localhost:${e2ePorts.site}/internal/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-revalidate-secret': process.env.E2E_REVALIDATE_SECRET ?? '',
    },
    body: JSON.stringify({ tags: ['articles'] }),
  })
  expect(response.status).toBe(200)
  // The CMS keeps its shared reader lists a second (PUBLISHED_LIST_CACHE_MS).
  await new Promise((resolve) => setTimeout(resolve, 1100))
}

test.beforeAll(async () => {
  await withDatabase(async (db) => {
    // Every column of the seeded row but those that make an article itself, whatever migrations
    // have added (generated columns are computed, never inserted), and its image: an image
    // belongs to one article, so the copies show the placeholder.
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'articles'
          AND is_generated = 'NEVER'
          AND column_name NOT IN ('id', 'slug', 'title', 'featured', 'featured_image_id',
                                  'published_at', 'created_at', 'updated_at')`,
    )
    const copied = rows.map(({ column_name }) => `"${column_name}"`).join(', ')
    await db.query(
      `INSERT INTO articles (slug, title, featured, published_at, created_at, updated_at, ${copied})
       SELECT $2 || n, 'Archive walk ' || n, false,
              timestamptz '2001-01-01' - n * interval '1 minute',
              timestamptz '2001-01-01' - n * interval '1 minute',
              timestamptz '2001-01-01' - n * interval '1 minute', ${copied}
         FROM articles, generate_series(1, $3::int) AS n
        WHERE articles.slug = $1`,
      [SEEDED_SLUG, PLANTED_PREFIX, PLANTED],
    )
  })
  await revalidateArticles()
})

test.afterAll(async () => {
  await withDatabase((db) =>
    db.query('DELETE FROM articles WHERE slug LIKE $1', [`${PLANTED_PREFIX}%`]),
  )
  await revalidateArticles()
})

test.beforeEach(async ({ page }) => withConsentDecided(page))

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
/** The page's first JSON-LD block. */
async function jsonLdOf(page: Page): Promise<unknown> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(text ?? '{}') as unknown
}

const headHref = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).getAttribute('href')

test('a reader walks from the home page to an article on page 50 of News', async ({ page }) => {
  test.setTimeout(300_000)
  await page.goto('/')
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'News', exact: true })
    .first()
    .click()
  await expect(heading(page)).toHaveText('News')
  await expect(page.locator('main article')).toHaveCount(SECTION_PAGE_SIZE)
  for (let next = 2; next <= 50; next += 1) {
    await pages(page).getByRole('link', { name: 'Older articles' }).click()
    await expect(heading(page)).toHaveText(`News — page ${next}`)
  }
  expect(new URL(page.url()).pathname).toBe('/news/page/50')
  await expect(page).toHaveTitle(/^News — page 50 \| /)
  await expect(page.locator('main article')).toHaveCount(SECTION_PAGE_SIZE)
  await expect(pages(page).getByRole('link', { name: 'Newer articles' })).toHaveAttribute(
    'href',
    '/news/page/49',
  )

  const first = page.locator('main article h3 a').first()
  const title = (await first.textContent()) ?? ''
  expect(title).toMatch(/^Archive walk \d+$/)
  await first.click()
  await expect(heading(page)).toHaveText(title)
})

test('each page names its canonical address and its neighbours', async ({ page, request }) => {
  await page.goto('/news/page/50')
  const origin = new URL(page.url()).origin
  expect(await headHref(page, 'canonical')).toBe(`${origin}/news/page/50`)
  expect(await headHref(page, 'prev')).toBe('/news/page/49')
  expect(await headHref(page, 'next')).toBe('/news/page/51')

  await page.goto('/news')
  expect(await headHref(page, 'canonical')).toBe(`${origin}/news`)
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0)
  expect(await headHref(page, 'next')).toBe('/news/page/2')

  await page.goto('/news/page/2')
  expect(await headHref(page, 'prev')).toBe('/news')

  // The last page has no next; past it nothing is found.
  await page.goto('/news/page/51')
  await expect(page.locator('main article').first()).toBeVisible()
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0)
  await expect(pages(page).getByRole('link', { name: 'Older articles' })).toHaveCount(0)
  for (const path of ['/news/page/52', '/news/page/0', '/news/page/02', '/news/page/two']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }

  const first = await request.get('/news/page/1', { maxRedirects: 0 })
  expect(first.status()).toBe(308)
  expect(first.headers().location).toMatch(/\/news$/)
})

test('an article leads to its author and its tags', async ({ page }) => {
  await page.goto(`/articles/${SEEDED_SLUG}`)
  const article = page.locator('main article').first()
  await article.getByRole('link', { name: SEEDED_AUTHOR }).first().click()
  await expect(heading(page)).toHaveText(SEEDED_AUTHOR)
  const authorPath = new URL(page.url()).pathname
  expect(authorPath).toMatch(/^\/authors\/[a-z0-9-]+$/)
  await expect(
    page.locator('main header img, main header [aria-hidden="true"]').first(),
  ).toBeVisible()
  await expect(page.locator('main header p').first()).not.toBeEmpty()
  await expect(page.getByRole('link', { name: 'The 2024 Bitcoin Halving Explained' })).toBeVisible()
  const authorLd = await jsonLdOf(page)
  expect(authorLd).toMatchObject({
    '@type': 'CollectionPage',
    about: { '@type': 'Person', name: SEEDED_AUTHOR },
  })
  expect(await headHref(page, 'canonical')).toBe(`${new URL(page.url()).origin}${authorPath}`)
  // The planted copies are the author's too: their page is paged like a section.
  await pages(page).getByRole('link', { name: 'Older articles' }).click()
  await expect(heading(page)).toHaveText(`${SEEDED_AUTHOR} — page 2`)
  expect(new URL(page.url()).pathname).toBe(`${authorPath}/page/2`)

  await page.goto(`/articles/${SEEDED_SLUG}`)
  const tag = page.getByRole('list', { name: 'Tags' }).getByRole('link').first()
  const tagName = ((await tag.textContent()) ?? '').replace(/^#/, '')
  await tag.click()
  await expect(heading(page)).toHaveText(tagName)
  expect(new URL(page.url()).pathname).toMatch(/^\/tags\/[a-z0-9-]+$/)
  await expect(page.getByText(/^\d+ articles?$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'The 2024 Bitcoin Halving Explained' })).toBeVisible()
  const tagLd = await jsonLdOf(page)
  expect(tagLd).toMatchObject({ '@type': 'CollectionPage', name: tagName })
})

test('cards link their byline to the author page', async ({ page }) => {
  await page.goto('/news/page/2')
  const byline = page.locator('main article').first().getByRole('link', { name: SEEDED_AUTHOR })
  await expect(byline).toHaveAttribute('href', /^\/authors\/[a-z0-9-]+$/)
})

test('unknown tags and authors, and pages past their last, are not found', async ({ request }) => {
  for (const path of [
    '/tags/no-such-tag-anywhere',
    '/authors/no-such-author-anywhere',
    '/tags/NOT%20a%20slug',
    '/authors/no-such-author-anywhere/page/2',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

/** The XML at `path`, checked well-formed by the browser's parser, as a document. */
async function xmlAt(page: Page, path: string): Promise<{ locs: string[]; lastmods: number }> {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const text = await response.text()
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`Invalid XML: ${xml}`)
    return {
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      lastmods: doc.getElementsByTagName('lastmod').length,
    }
  }, text)
}

test('the sitemap index lists the pages and the articles in valid XML', async ({ page }) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const index = await xmlAt(page, '/sitemap.xml')
  expect(index.locs).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/articles-1.xml`])

  const pagesMap = await xmlAt(page, '/sitemaps/pages.xml')
  expect(pagesMap.locs).toEqual(
    expect.arrayContaining([
      `${origin}/news`,
      `${origin}/tools/defi-yield`,
      `${origin}/privacy-policy`,
    ]),
  )
  expect(pagesMap.locs.some((loc) => loc.startsWith(`${origin}/tags/`))).toBe(true)
  expect(pagesMap.locs.some((loc) => loc.startsWith(`${origin}/authors/`))).toBe(true)

  const articles = await xmlAt(page, '/sitemaps/articles-1.xml')
  expect(articles.locs).toContain(`${origin}/articles/${SEEDED_SLUG}`)
  expect(articles.locs).toContain(`${origin}/articles/${PLANTED_PREFIX}1`)
  expect(articles.locs.some((loc) => loc.includes('clear-rules-are-good-for-crypto'))).toBe(false)
  expect(articles.lastmods).toBe(articles.locs.length)
  // Oldest first: the oldest planted article opens the first chunk.
  expect(articles.locs[0]).toBe(`${origin}/articles/${PLANTED_PREFIX}${PLANTED}`)

  expect((await page.request.get('/sitemaps/articles-2.xml')).status()).toBe(404)
  expect((await page.request.get('/sitemaps/other.xml')).status()).toBe(404)
  expect(await (await page.request.get('/robots.txt')).text()).toMatch(
    /Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/,
  )
})

// Playwright's own test: the project's waits for React to hydrate, which never happens here.
htmlOnlyTest.describe('without script, on a phone', () => {
  htmlOnlyTest.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })

  htmlOnlyTest(
    'the pages of a section, an author and a tag work as plain HTML',
    async ({ page }) => {
      await page.goto('/news')
      await expectNoSidewaysScroll(page)
      await pages(page).getByRole('link', { name: 'Older articles' }).click()
      await expect(heading(page)).toHaveText('News — page 2')
      await expectNoSidewaysScroll(page)
      await pages(page).getByRole('link', { name: 'Page 3' }).click()
      await expect(heading(page)).toHaveText('News — page 3')

      await page.goto(`/articles/${SEEDED_SLUG}`)
      await expectNoSidewaysScroll(page)
      await page
        .locator('main article')
        .first()
        .getByRole('link', { name: SEEDED_AUTHOR })
        .first()
        .click()
      await expect(heading(page)).toHaveText(SEEDED_AUTHOR)
      await expectNoSidewaysScroll(page)

      await page.goBack()
      await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click()
      await expect(page).toHaveURL(/\/tags\/[a-z0-9-]+$/)
      await expect(page.locator('main article').first()).toBeVisible()
      await expectNoSidewaysScroll(page)
    },
  )
})
