import pg from 'pg'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { waitForEffects } from './support/hydration'
import { revalidateArticles } from './support/revalidate'
import { openedWindows, spyOnWindowOpen } from './support/windowOpen'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const SLUG = 'the-2024-bitcoin-halving-explained'
/** A clap button once its count has arrived (pages carry none: docs/product.md#clap-button). */
const COUNTED = /^\d+ Claps?$/

test('shows every element in the order of docs/product.md#screens', async ({ page }) => {
  await page.goto(`/articles/${SLUG}`)
  const article = page.locator('main article').first()
  const marks = [
    article.getByRole('link', { name: 'Back to Home' }),
    article.getByText('news', { exact: true }).first(),
    article.getByText('3 min read').first(),
    article.getByRole('heading', { level: 1 }),
    article.getByText('In April 2024 Bitcoin', { exact: false }).first(),
    article.getByText('Raj Patel').first(),
    article.getByRole('group', { name: /Share/ }).first(),
    article.locator('figure img'),
    article.getByRole('region', { name: 'One box of crypto knowledge, every week' }),
    article.locator('.prose'),
    article.getByRole('group', { name: 'Clap and share' }),
    article.getByRole('list', { name: 'Tags' }),
    article.getByRole('region', { name: 'Read More' }),
  ]
  const tops: number[] = []
  for (const mark of marks) {
    await expect(mark).toBeVisible()
    tops.push(
      await mark.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    )
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  await expect(article.getByRole('region', { name: 'Read More' }).locator('article')).toHaveCount(2)
})

test('Read More shows the two latest other articles, not those sharing a tag', async ({
  page,
  request,
}) => {
  const latest = (await (await request.get('/api/articles?published=true&limit=10')).json()) as {
    slug: string
    title: string
  }[]
  // The newest article skips itself; the halving explainer shares tags with older articles.
  for (const slug of [latest[0]!.slug, SLUG]) {
    await page.goto(`/articles/${slug}`)
    const expected = latest.filter((other) => other.slug !== slug).slice(0, 2)
    await expect(
      page.getByRole('region', { name: 'Read More' }).getByRole('heading', { level: 3 }),
    ).toHaveText(expected.map((other) => other.title))
  }
})

test('opening an article shows its skeleton until the article arrives', async ({ page }) => {
  await page.goto('/')
  await waitForEffects(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The article's data (prefetched or fetched on the click) is held back.
  await page.route(/\/articles\/[^/?]+\?_rsc=/, async (route) => {
    await held
    await route.continue()
  })
  const link = page.getByRole('complementary', { name: 'Latest Stories' }).getByRole('link').first()
  const title = (await link.textContent()) ?? ''
  await link.click()
  await expect(page.getByLabel('Loading article')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByLabel('Loading article')).toHaveCount(0)
})

test('a clap adds one and thanks the reader', async ({ page }) => {
  await page.goto('/articles/how-gas-fees-work')
  const clap = page
    .getByRole('group', { name: 'Clap and share' })
    .getByRole('button', { name: /Claps?$/ })
  await expect(clap).toHaveText(COUNTED)
  const before = Number((await clap.textContent())?.match(/\d+/)?.[0])
  await clap.click()
  await expect(clap).toHaveText(`${before + 1} ${before + 1 === 1 ? 'Clap' : 'Claps'}`)
  await expect(page.getByText('👏 Clapped!', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Thank you for showing your appreciation!', { exact: true }),
  ).toBeVisible()
})

test('the page carries no count; every clap button asks its count in one call once the page has loaded', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/claps') asked.push(request.url())
  })
  const html = await (await page.request.get(`/articles/${SLUG}`)).text()
  expect(html).toContain(' Claps<')
  expect(html).not.toMatch(/\d+ Claps?</)
  await page.goto(`/articles/${SLUG}`)
  const buttons = page.getByRole('button', { name: /Claps?$/ })
  await expect(buttons.first()).toHaveText(COUNTED)
  for (const button of await buttons.all()) await expect(button).toHaveText(COUNTED)
  expect(asked).toHaveLength(1)
  const slugs = new URL(asked[0]!).searchParams.get('slugs')?.split(',') ?? []
  expect(slugs).toContain(SLUG)
  expect(slugs).toEqual([...slugs].sort())
  expect(slugs.length).toBe(await buttons.count())
})

test('a clap is pending, the button disabled, until the server answers', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let answered = 0
  await page.route('**/api/articles/*/clap', async (route) => {
    await held
    const response = await route.fetch()
    answered = ((await response.json()) as { claps: number }).claps
    await route.fulfill({ response })
  })
  await page.goto('/articles/how-gas-fees-work')
  const clap = page
    .getByRole('group', { name: 'Clap and share' })
    .getByRole('button', { name: /Claps?$/ })
  await expect(clap).toHaveText(COUNTED)
  const before = (await clap.textContent()) ?? ''
  await clap.click()
  await expect(clap).toBeDisabled()
  await expect(clap).toHaveAttribute('aria-busy', 'true')
  await expect(clap).toHaveText(before)
  release()
  await expect(clap).toBeEnabled()
  await expect(clap).toHaveAttribute('aria-busy', 'false')
  expect(answered).toBeGreaterThan(0)
  await expect(clap).toHaveText(`${answered} ${answered === 1 ? 'Clap' : 'Claps'}`)
})

test('a failed clap says so', async ({ page }) => {
  await page.route('**/api/articles/*/clap', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  )
  await page.goto('/articles/how-gas-fees-work')
  // The article's own button: a Read More card's may sit where the ad banner, fixed to the bottom,
  // appears once the page is idle, and take the click meant for the button.
  await page
    .getByRole('group', { name: 'Clap and share' })
    .getByRole('button', { name: /Claps?$/ })
    .click()
  await expect(
    page.getByText('Failed to add clap. Please try again.', { exact: true }),
  ).toBeVisible()
})

test('the view is counted once, 30 seconds after the article loads', async ({ page }) => {
  const views: string[] = []
  page.on('request', (request) => request.url().endsWith('/view') && views.push(request.method()))
  await page.clock.install()
  await page.goto('/articles/what-is-a-blockchain')
  await waitForEffects(page)
  await page.clock.runFor(29_000)
  expect(views).toEqual([])
  await page.clock.runFor(1_500)
  await expect.poll(() => views).toEqual(['POST'])
  await page.clock.runFor(120_000)
  expect(views).toEqual(['POST'])
})

test('sharing: windows, clipboard and the toasts of docs/product.md#errors', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await spyOnWindowOpen(page)
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await page.goto(`/articles/${SLUG}`)
  const row = page.getByRole('group', { name: /Share/ }).first()
  const windows: Array<[string, string]> = [
    ['Twitter', 'https://twitter.com/intent/tweet?'],
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php?'],
    ['LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?'],
    ['Reddit', 'https://www.reddit.com/submit?'],
  ]
  for (const [network] of windows) await row.getByRole('button', { name: network }).click()
  const calls = await openedWindows(page)
  expect(calls).toHaveLength(windows.length)
  windows.forEach(([network, start], index) => {
    const [url, target, features] = calls[index] ?? []
    expect(url?.startsWith(start), `${network}: ${url}`).toBe(true)
    expect(url, network).toContain(encodeURIComponent(page.url()))
    expect(target, network).toBe('_blank')
    expect(features, network).toMatch(/width=600,height=400/)
  })

  await row.getByRole('button', { name: 'Copy Link' }).click()
  await expect(
    page.getByText('Article link has been copied to your clipboard.', { exact: true }),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  await row.getByRole('button', { name: 'Instagram' }).click()
  await expect(
    page.getByText('Link copied to clipboard. Open Instagram and paste in your story or post.', {
      exact: true,
    }),
  ).toBeVisible()

  // Without native sharing, More Options falls back to copying the link.
  await row.getByRole('button', { name: 'More Options' }).click()
  await expect(
    page.getByText('Article link has been copied to your clipboard.', { exact: true }),
  ).toBeVisible()
})

test('metadata and JSON-LD are in the server-rendered HTML', async ({ request }) => {
  const html = await (await request.get(`/articles/${SLUG}`)).text()
  expect(html).toContain('<title>The 2024 Bitcoin Halving Explained | Blockwise</title>')
  expect(html).toMatch(/<meta name="description" content="In April 2024 Bitcoin/)
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:image" content="http://localhost:\\d+/api/articles/${SLUG}/og-image"`,
    ),
  )
  expect(html).toContain('<meta property="article:section" content="news"/>')
  expect(html).toContain('<meta property="article:author" content="Raj Patel"/>')
  expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-/)
  expect(html).toContain('<meta property="article:tag" content="Bitcoin"/>')
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/localhost:\d+\/articles\/the-2024-bitcoin-halving-explained"/,
  )
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  expect(html).toContain(
    '<meta name="twitter:title" content="The 2024 Bitcoin Halving Explained"/>',
  )
  expect(html).toMatch(/<meta name="twitter:description" content="In April 2024 Bitcoin/)
  expect(html).toMatch(
    new RegExp(
      `<meta name="twitter:image" content="http://localhost:\\d+/api/articles/${SLUG}/og-image"/>`,
    ),
  )
  const jsonLd =
    html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? '{}'
  expect(JSON.parse(jsonLd)).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'The 2024 Bitcoin Halving Explained',
    author: { '@type': 'Person', name: 'Raj Patel' },
    publisher: { '@type': 'Organization', name: 'Blockwise' },
  })
})

test('stored content with a script renders without it', async ({ page, request }) => {
  const slug = 'reading-on-chain-metrics'
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  const text = (words: string) => ({ type: 'text', text: words, format: 0, version: 1 })
  const node = (type: string, extra: Record<string, unknown>, ...children: unknown[]) => ({
    type,
    version: 1,
    ...extra,
    children,
  })
  const link = (url: string, words: string) =>
    node('link', { fields: { linkType: 'custom', url } }, text(words))
  const video = (url: string) => ({
    type: 'block',
    version: 2,
    fields: { blockType: 'video', url },
  })
  // Written straight into the database, past every check the CMS makes on the way in: the
  // Lexical content (what editors' reads render) and the stored HTML readers are served.
  const content = {
    root: node(
      'root',
      {},
      node('paragraph', {}, text('Safe paragraph.')),
      node('paragraph', {}, text('<script>window.__pwned = true</script>')),
      node('paragraph', { format: 'center" onmouseover="window.__pwned = true' }, text('hover')),
      node('paragraph', {}, link('javascript:window.__pwned = true', 'link')),
      node('paragraph', {}, link(' JaVa&#x09;ScRiPt:window.__pwned = true', 'obfuscated')),
      node('heading', { tag: 'script' }, text('A heading')),
      node('html', { html: '<img src=x onerror="window.__pwned = true">' }),
      { type: 'upload', version: 3, relationTo: 'media', value: { url: 'javascript:1' } },
      video('https://evil.example/embed'),
      video('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ),
  }
  const contentHtml = [
    '<p>Safe paragraph.</p>',
    '<script>window.__pwned = true</script>',
    '<p style="x" onmouseover="window.__pwned = true">hover</p>',
    '<p><a href="javascript:window.__pwned = true">link</a></p>',
    '<p><a href=" JaVa&#x09;ScRiPt:window.__pwned = true">obfuscated</a></p>',
    '<img src=x onerror="window.__pwned = true">',
    '<svg onload="window.__pwned = true"></svg>',
    '<iframe src="https://evil.example/embed"></iframe>',
    '<iframe srcdoc="<script>window.__pwned = true</script>"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" sandbox="allow-top-navigation"></iframe>',
  ].join('')
  await db.query('UPDATE articles SET content = $1, content_html = $2 WHERE slug = $3', [
    JSON.stringify(content),
    contentHtml,
    slug,
  ])
  await db.end()
  await revalidateArticles(request)
  await page.goto(`/articles/${slug}`)
  const body = page.locator('.prose')
  await expect(body.getByText('Safe paragraph.')).toBeVisible()
  await expect(body.locator('script')).toHaveCount(0)
  await expect(body.locator('svg')).toHaveCount(0)
  expect(await body.innerHTML()).not.toMatch(/\son\w+=|javascript:|srcdoc|evil\.example/i)
  // The one player allowed: YouTube's, sandboxed and titled whatever was stored.
  const player = body.locator('iframe')
  await expect(player).toHaveCount(1)
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  await expect(player).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups',
  )
  await expect(player).toHaveAttribute('title', 'Embedded video')
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined()
})

test('a featured image that fails to load is hidden', async ({ page }) => {
  await page.route('**/cms-api/media/file/**', (route) => route.fulfill({ status: 404 }))
  await page.goto(`/articles/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main article figure img')).toHaveCount(0)
})

test('an article without a featured image shows the placeholder', async ({ page, request }) => {
  const slug = 'where-staking-yields-come-from'
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  await db.query('UPDATE articles SET featured_image_id = NULL WHERE slug = $1', [slug])
  await db.end()
  await revalidateArticles(request)
  await page.goto(`/articles/${slug}`)
  await expect(page.locator('main article figure img')).toHaveAttribute(
    'src',
    '/images/placeholder-article.svg',
  )
})
