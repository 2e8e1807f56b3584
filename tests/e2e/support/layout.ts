import { expect, type Page } from '@playwright/test'

/** Nothing on the page is wider than the viewport: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${page.url()} at ${width}px`,
  ).toBeLessThanOrEqual(width)
}

/** Collects every layout shift from the start of each load (read them with layoutShifts). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded on the current page so far. */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
}
