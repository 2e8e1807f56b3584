import { expect, test } from './support/test'

import { e2ePorts } from './ports'
import { withConsentDecided } from './support/consent'
import { waitForEffects } from './support/hydration'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const SCREENS: Array<[string, string]> = [
  ['/', 'Latest Stories'],
  ['/featured', 'Featured'],
  ['/news', 'News'],
  ['/opinions', 'Opinion'],
  ['/opinion', 'Opinion'],
  ['/analysis', 'Analysis'],
  ['/learn', 'Learn'],
  ['/articles/what-is-defi', 'What Is DeFi? Decentralized Finance for Complete Beginners'],
  [
    '/category/anything',
    'Categories Not Available - Category functionality has been removed from the system.',
  ],
]

for (const [path, heading] of SCREENS) {
  test(`${path} shows its screen`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
  })
}

test('routes match case-insensitively', async ({ page }) => {
  await page.goto('/NEWS')
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await page.goto('/Articles/What-Is-DeFi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Is DeFi? Decentralized Finance for Complete Beginners',
  )
})

test('any path containing /performance goes home', async ({ page }) => {
  for (const path of ['/performance', '/news/performance/x', '/a/PERFORMANCE']) {
    await page.goto(path)
    await expect(page).toHaveURL('/')
  }
})

test('/performance goes home before any other rule: admin, API and public folders', async ({
  request,
}) => {
  const paths = [
    '/admin/performance',
    '/admin11/performance',
    '/api/articles/performance',
    '/api/performance',
    '/cms-api/media/file/performance.png',
    '/images/performance',
    '/images/performance.png',
    '/avatars/x/performance',
    '/ads/performance/house.html',
    '/images/logo.png/PERFORMANCE',
  ]
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe('/')
  }
})

test('the files of public/ are served as they are', async ({ request }) => {
  const files: Array<[string, string]> = [
    ['/images/logo.png', 'image/png'],
    ['/images/placeholder-article.svg', 'image/svg+xml'],
    ['/avatars/maya-chen.svg', 'image/svg+xml'],
    ['/ads/house.html', 'text/html'],
  ]
  for (const [path, type] of files) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain(type)
  }
  expect((await request.get('/images/no-such-file.png')).status()).toBe(404)
})

test('an unknown path shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('an unknown article shows Article Not Found with a way home', async ({ page }) => {
  const response = await page.goto('/articles/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('crawlers get a 404 status for an unknown article', async ({ request }) => {
  const response = await request.get('/articles/no-such-article', {
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  })
  expect(response.status()).toBe(404)
  const browser = await request.get('/articles/no-such-article')
  expect(await browser.text()).toMatch(/<meta name="robots" content="noindex"/)
})

test('the admin routes lead to the CMS admin', async ({ request }) => {
  const cms = `http://localhost:${e2ePorts.cms}`
  const redirects: Array<[string, string]> = [
    ['/admin', `${cms}/admin`],
    // Matched whatever the case, as every route is.
    ['/Admin', `${cms}/admin`],
    ['/ADMIN', `${cms}/admin`],
    ['/ADMIN/account', `${cms}/admin/account`],
    ['/admin11', `${cms}/admin`],
    ['/admin11/incomplete-articles', `${cms}/admin/incomplete-articles`],
  ]
  for (const [path, target] of redirects) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe(target)
  }
})

test('/Admin, /ADMIN and /admin/ reach the admin rather than a CMS 404', async ({ request }) => {
  for (const path of ['/Admin', '/ADMIN', '/admin/']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(new URL(response.url()).pathname, path).toBe('/admin')
  }
})

test('a reader who scrolls before the script has run stays where they are', async ({ page }) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  const arrived = page.goto(
    '/articles/spot-bitcoin-etfs-arrive-in-the-us-what-the-sec-approval-means',
  )
  await page.locator('main h1').waitFor()
  await page.evaluate(() => window.scrollTo(0, 1500))
  release()
  await arrived
  await waitForEffects(page)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, 3000))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('link', { name: 'More Articles' }).first().click()
  await expect(page).toHaveURL('/news')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('every page names its canonical URL in the server-rendered HTML', async ({ request }) => {
  const pages = [
    '/',
    '/news',
    '/tools',
    '/terms-of-service',
    '/privacy-policy',
    '/cookie-policy',
    '/about',
    '/editorial-standards',
    '/ai-policy',
    '/corrections-policy',
    '/category/anything',
  ]
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(
      new RegExp(
        `<link rel="canonical" href="http://localhost:\\d+${path === '/' ? '/?' : path}"/>`,
      ),
    )
  }
})

test('the revalidation webhook refuses a wrong secret', async ({ request }) => {
  const response = await request.post('/internal/revalidate', {
    headers: { 'x-revalidate-secret': 'wrong' },
    data: { tags: ['articles'] },
  })
  expect(response.status()).toBe(401)
})

test('feeds, sitemap and robots are served', async ({ request }) => {
  const rss = await request.get('/rss.xml')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const feed = await rss.text()
  expect(feed).toContain('<title>Blockwise</title>')
  expect(feed).toContain('/articles/the-2024-bitcoin-halving-explained</link>')
  const news = await (await request.get('/news/rss.xml')).text()
  expect(news).toContain('the-2024-bitcoin-halving-explained')
  expect(news).not.toContain('what-is-defi')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<sitemapindex')
  const articles = await (await request.get('/sitemaps/articles-1.xml')).text()
  expect(articles).toContain('/articles/what-is-defi</loc>')
  expect(articles).not.toContain('clear-rules-are-good-for-crypto')
  const pages = await (await request.get('/sitemaps/pages.xml')).text()
  expect(pages).toContain('/tools/defi-yield</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
})

test('pages carry the Content-Security-Policy and the security headers', async ({ request }) => {
  const response = await request.get('/news')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("frame-src 'self' https:")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('pages are rendered once and then served from the cache', async ({ request }) => {
  for (const path of ['/', '/news', '/tools']) {
    await request.get(path)
    const again = await request.get(path)
    expect(again.status()).toBe(200)
    // Served from the cache either way: STALE when a test running beside this one has just had the
    // CMS expire the page's tags, so it is re-rendered in the background.
    expect(['HIT', 'STALE'], path).toContain(again.headers()['x-nextjs-cache'])
  }
})
