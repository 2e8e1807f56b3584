import { test as htmlOnlyTest, type Page, type Request } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { BODY_WORD, results } from './support/search'

const EVENTS_PATH = '/api/analytics/events'
const SLUG = 'the-2024-bitcoin-halving-explained'
const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=week-49'
const REFERRER = 'https://news.ycombinator.com/item?id=1'

const isBeacon = (request: Request) => new URL(request.url()).pathname === EVENTS_PATH

/** A request's JSON body; null for none, or for one that is not JSON. */
function bodyOf(request: Request): Record<string, unknown> | null {
  try {
    return request.postDataJSON() as Record<string, unknown> | null
  } catch {
    return null
  }
}

/**
 * Chromium does not show Playwright the body of a `navigator.sendBeacon` request (a known
 * limitation of Playwright) unless the request is routed: the beacons go through a route that
 * passes them on unchanged.
 */
test.beforeEach(async ({ page }) => {
  await withConsentDecided(page)
  await page.route(`**${EVENTS_PATH}`, (route) => route.continue())
})

/** The next beacon of `kind` the page sends: its body. */
const nextBeacon = (page: Page, kind: string) =>
  page.waitForRequest((request) => isBeacon(request) && bodyOf(request)?.kind === kind).then(bodyOf)

test('a page view reports the campaign and the site the reader came from', async ({ page }) => {
  const pageview = nextBeacon(page, 'pageview')
  await page.goto(`/${CAMPAIGN}`, { referer: REFERRER })
  expect(await pageview).toEqual({
    kind: 'pageview',
    path: '/',
    query: CAMPAIGN,
    referrer: REFERRER,
  })
})

test('an article reports a read once the end of its body has been in view', async ({ page }) => {
  const read = nextBeacon(page, 'read')
  await page.goto(`/articles/${SLUG}`)
  await page.locator('main article > .prose > :last-child').scrollIntoViewIfNeeded()
  expect(await read).toEqual({ kind: 'read', path: `/articles/${SLUG}` })
})

test('a search reports its words and how many results the page lists', async ({ page }) => {
  const found = nextBeacon(page, 'search')
  await page.goto(`/search?q=${BODY_WORD}`)
  const listed = await results(page).getByRole('listitem').count()
  expect(listed).toBeGreaterThan(0)
  expect(await found).toEqual({
    kind: 'search',
    path: '/search',
    query: BODY_WORD,
    results: listed,
  })

  const missed = nextBeacon(page, 'search')
  await page.goto('/search?q=qzxvkjw')
  expect(await missed).toEqual({ kind: 'search', path: '/search', query: 'qzxvkjw', results: 0 })
})

// Playwright's own test: the project's waits for React to hydrate, which never happens here.
htmlOnlyTest.describe('without script', () => {
  htmlOnlyTest.use({ javaScriptEnabled: false })

  htmlOnlyTest('the pages work as before and send no beacon', async ({ page }) => {
    const beacons: string[] = []
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request.url())
    })
    await page.goto(`/${CAMPAIGN}`, { referer: REFERRER })
    await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible()
    await page.goto(`/articles/${SLUG}`)
    await expect(page.locator('main article > .prose')).toBeVisible()
    await page.goto(`/search?q=${BODY_WORD}`)
    await expect(results(page).getByRole('listitem').first()).toBeVisible()
    expect(beacons).toEqual([])
  })
})
