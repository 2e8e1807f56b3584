import { PLACEHOLDER_ATTRIBUTE } from '../../frontend/src/server/deferScripts/loadAfterFirstPaint'
import { expect, test } from './support/test'

/**
 * Pages load their framework script only once they have loaded and been painted
 * (frontend/src/server/deferScripts), and still come alive.
 */
for (const path of ['/', '/articles/what-is-defi', '/tools']) {
  test(`${path} fetches its framework script after its first paint, then hydrates`, async ({
    page,
  }) => {
    // The fixture's goto has waited for React to hydrate the page.
    await page.goto(path)
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
      return {
        loaded: navigation?.loadEventStart ?? Number.NaN,
        painted: paint?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timings.scripts).toBeGreaterThan(3)
    expect(timings.firstScript).toBeGreaterThan(timings.loaded)
    expect(timings.firstScript).toBeGreaterThan(timings.painted)
    await expect(page.locator(`script[${PLACEHOLDER_ATTRIBUTE}]`)).toHaveCount(0)
  })
}

test('a missing page paints its not-found screen first, then loads its script', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/no-such-page')).text()
  expect(html).toContain(PLACEHOLDER_ATTRIBUTE)
  expect(html).toContain('404 Page Not Found')
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.locator(`script[${PLACEHOLDER_ATTRIBUTE}]`)).toHaveCount(0)
})

/**
 * A page's first Intl object costs its browser 30–45 ms of one task, loading the locale data,
 * and a page making one while it hydrates held up a reader's tap that long: cards and clap counts
 * format dates and counts without it (formatDate, clapCountText). The tools need it; they are not
 * on these pages.
 */
for (const path of ['/', '/articles/what-is-defi']) {
  test(`${path} makes no Intl object while it starts`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      Object.assign(window, { intlObjectsMade: made })
      for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
        const original = Intl[name]
        Object.defineProperty(Intl, name, {
          value: new Proxy(original, {
            construct: (target, args): object => {
              made.push(name)
              return Reflect.construct(target, args) as object
            },
            apply: (target, self, args): unknown => {
              made.push(name)
              return Reflect.apply(target, self, args) as unknown
            },
          }),
        })
      }
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const made = await page.evaluate(
      () => (window as unknown as { intlObjectsMade: string[] }).intlObjectsMade,
    )
    expect(made).toEqual([])
  })
}
